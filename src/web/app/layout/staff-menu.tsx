/**
 * The staff's management pages, in four groups a person looks for them by: 매일 (the day's
 * work), 학생 (people), 운영 (running the studio) and 사이트 (the site and its accounts). From
 * 1024px the groups sit open in a row under the top bar (header.tsx); below, they head the
 * folded menu. A teacher sees only the groups and pages their role opens.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { SessionUser } from '#shared/schemas/auth.ts';
import { paths } from '../../config/paths.ts';
import { EnquiriesMenuLink } from '../../features/enquiries/components/enquiries-menu-link.tsx';
import { OrdersMenuLink } from '../../features/products/components/orders-menu-link.tsx';
import styles from './staff-menu.module.css';

interface StaffLink {
  key: string;
  ownerOnly?: boolean;
  render(onNavigate?: () => void): ReactNode;
}

const link = (to: string, label: string, ownerOnly = false): StaffLink => ({
  key: to,
  ownerOnly,
  render: (onNavigate) => (
    // `end`: 오늘 (/office) is not current on the pages it leads to.
    <NavLink to={to} onClick={onNavigate} end>
      {label}
    </NavLink>
  ),
});

const staffGroups: { title: string; links: StaffLink[] }[] = [
  {
    title: '매일',
    links: [
      link(paths.office, '오늘'),
      link(paths.students.lessons, '레슨 관리'),
      link(paths.timetable, '시간표'),
    ],
  },
  {
    title: '학생',
    links: [
      link(paths.students.manage, '학생 관리'),
      { key: paths.enquiries, render: (onNavigate) => <EnquiriesMenuLink onNavigate={onNavigate} /> },
      link(paths.messages, '발송함'),
    ],
  },
  {
    title: '운영',
    links: [
      { key: paths.order.requests, render: (onNavigate) => <OrdersMenuLink onNavigate={onNavigate} /> },
      link(paths.invoices, '청구서'),
      link(paths.payroll, '강사 정산'),
      link(paths.hours, '운영 시간'),
      link(paths.closures, '휴원일', true),
    ],
  },
  {
    title: '사이트',
    links: [
      link(paths.settings.menu, '사이트 관리', true),
      link(paths.accounts, '계정 관리', true),
      link(paths.audit, '변경 기록', true),
    ],
  },
];

export function StaffMenu({
  user,
  onNavigate,
  compact = false,
}: {
  user: SessionUser;
  onNavigate?: () => void;
  compact?: boolean;
}) {
  const owner = user.role === 'owner';
  return (
    <div className={compact ? styles.sheet : styles.row}>
      {staffGroups.map((group) => {
        const links = group.links.filter((item) => owner || !item.ownerOnly);
        if (links.length === 0) return null;
        const id = `staff-menu-${compact ? 'sheet' : 'row'}-${group.title}`;
        return (
          <div key={group.title} className={styles.group}>
            <span id={id} className={styles.title}>
              {group.title}
            </span>
            <ul className={styles.links} aria-labelledby={id}>
              {links.map((item) => (
                <li key={item.key}>{item.render(onNavigate)}</li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
