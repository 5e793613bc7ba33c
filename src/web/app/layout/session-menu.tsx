/**
 * The right-hand part of the top menu, following the session (spec §2): visitors get 로그인 and
 * 회원가입 (out of the top bar at 768px and less, as the spec says, but always in the folded
 * menu); signed-in staff get the management pages, a greeting by name that leads to 내 계정,
 * and 로그아웃.
 * A pending account gets only the greeting and 로그아웃.
 */
import { NavLink } from 'react-router';
import { useToast } from '../../components/ui/toast.tsx';
import { paths } from '../../config/paths.ts';
import { useLogout } from '../../features/auth/api/login.ts';
import { EnquiriesMenuLink } from '../../features/enquiries/components/enquiries-menu-link.tsx';
import { OrdersMenuLink } from '../../features/products/components/orders-menu-link.tsx';
import { isStaff, useSession } from '../../lib/session.ts';
import styles from './session-menu.module.css';

const staffLinks = [
  { to: paths.students.manage, label: '학생 관리' },
  { to: paths.students.lessons, label: '레슨 관리' },
  { to: paths.timetable, label: '시간표' },
] as const;

export function SessionMenu({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const { data: user } = useSession();
  const logout = useLogout();
  const toast = useToast();

  if (!user) {
    return (
      <ul className="session-menu">
        <li>
          <NavLink to={paths.login} onClick={onNavigate}>
            로그인
          </NavLink>
        </li>
        <li className={compact ? undefined : 'hide-at-tablet'}>
          <NavLink to={paths.join} onClick={onNavigate}>
            회원가입
          </NavLink>
        </li>
      </ul>
    );
  }

  const onLogout = () => logout.mutate(undefined, { onError: (error) => toast.error(error.message) });

  return (
    <ul className={`session-menu ${compact ? styles.compact : ''}`}>
      {isStaff(user)
        ? staffLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={onNavigate}>
                {link.label}
              </NavLink>
            </li>
          ))
        : null}
      {isStaff(user) ? (
        <li>
          <OrdersMenuLink onNavigate={onNavigate} />
        </li>
      ) : null}
      {isStaff(user) ? (
        <li>
          <EnquiriesMenuLink onNavigate={onNavigate} />
        </li>
      ) : null}
      {user.role === 'owner' ? (
        <li>
          <NavLink to={paths.accounts} onClick={onNavigate}>
            계정 관리
          </NavLink>
        </li>
      ) : null}
      {user.role === 'owner' ? (
        <li>
          <NavLink to={paths.settings.menu} onClick={onNavigate}>
            사이트 관리
          </NavLink>
        </li>
      ) : null}
      {user.role === 'owner' ? (
        <li>
          <NavLink to={paths.closures} onClick={onNavigate}>
            휴원일
          </NavLink>
        </li>
      ) : null}
      {isStaff(user) ? (
        <li>
          <NavLink to={paths.messages} onClick={onNavigate}>
            발송함
          </NavLink>
        </li>
      ) : null}
      {isStaff(user) ? (
        <li>
          <NavLink to={paths.payroll} onClick={onNavigate}>
            강사 정산
          </NavLink>
        </li>
      ) : null}
      {user.role === 'owner' ? (
        <li>
          <NavLink to={paths.audit} onClick={onNavigate}>
            변경 기록
          </NavLink>
        </li>
      ) : null}
      <li className={styles.greeting}>
        {isStaff(user) ? (
          <NavLink to={paths.account} onClick={onNavigate} className={styles.account}>
            <strong>{user.name}</strong>님 <span className={styles.accountHint}>내 계정</span>
          </NavLink>
        ) : (
          <span>
            <strong>{user.name}</strong>님
          </span>
        )}
        {user.role === 'pending' ? <span className={styles.badge}>승인 대기</span> : null}
      </li>
      <li>
        <button type="button" className={styles.logout} onClick={onLogout} disabled={logout.isPending}>
          로그아웃
        </button>
      </li>
    </ul>
  );
}
