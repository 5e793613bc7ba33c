/**
 * The fixed top menu. From 768px up the links sit in one row; below, a menu button opens them
 * in a folded menu (mobile-menu.tsx) that works without script too. Signed in, staff get their
 * management pages in groups (staff-menu.tsx): from 1024px open in a second row under the top
 * bar, below 1024px at the head of the folded menu.
 */
import { Link, NavLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isStaff, useSession } from '../../lib/session.ts';
import { useSite } from '../../site-data/site-context.tsx';
import { ContactLinks } from './contact-links.tsx';
import styles from './header.module.css';
import { MobileMenu } from './mobile-menu.tsx';
import { publicLinks } from './nav-links.ts';
import { SessionMenu } from './session-menu.tsx';
import { StaffMenu } from './staff-menu.tsx';

function PublicLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className={styles.links}>
      {publicLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function Header() {
  const { studio } = useSite();
  const user = useSession().data;
  const staff = user && isStaff(user) ? user : null;
  return (
    <header className={`${styles.header} ${staff ? styles.staff : ''}`}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.logo}>
          {studio.shortName}
        </Link>
        {/* Both forms are always there: CSS shows the one that fits, before any script runs. */}
        <MobileMenu
          className={styles.folded}
          // The same widths as the CSS below which the folded menu shows (header.module.css).
          foldQuery={staff ? '(max-width: 1023.98px)' : '(max-width: 767.98px)'}
        >
          {(close) => (
            <>
              <nav aria-label="주 메뉴" className={styles.sheetNav}>
                {staff ? <StaffMenu user={staff} onNavigate={close} compact /> : null}
                <PublicLinks onNavigate={close} />
                <SessionMenu onNavigate={close} compact />
              </nav>
              <ContactLinks className={styles.sheetContact} />
            </>
          )}
        </MobileMenu>
        <nav aria-label="주 메뉴" className={styles.nav}>
          <PublicLinks />
          <SessionMenu />
          {staff ? (
            // The global.css rule that makes the header taller looks for this mark.
            <div className={styles.staffRow} data-staff-row="">
              <div className={styles.staffRowInner}>
                <StaffMenu user={staff} />
              </div>
            </div>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
