/**
 * The fixed top menu. From 768px up the links sit in one row; below, a menu button opens them
 * in a modal menu (mobile-menu.tsx), which closes on navigation, Escape and its close button.
 * Signed in, the menu holds the management pages too, so it folds below 1360px instead.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { studio } from '#content/studio.ts';
import { useSession } from '../../features/auth/api/session.ts';
import { SessionMenu } from '../../features/auth/components/session-menu.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { paths } from '../paths.ts';
import { ContactLinks } from './contact-links.tsx';
import styles from './header.module.css';
import { MobileMenu } from './mobile-menu.tsx';
import { publicLinks } from './nav-links.ts';

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
  const signedIn = Boolean(useSession().data);
  // Only to close an open menu when the window grows past the fold; CSS does the layout.
  const compact = useMediaQuery(signedIn ? '(max-width: 1359.98px)' : '(max-width: 767.98px)');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!compact) setOpen(false);
  }, [compact]);

  const close = () => setOpen(false);
  return (
    <header className={`${styles.header} ${signedIn ? styles.staff : ''}`}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.logo}>
          {studio.shortName}
        </Link>
        {/* Both forms are always there: CSS shows the one that fits, before any script runs. */}
        <button
          ref={buttonRef}
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(true)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          메뉴
        </button>
        <MobileMenu id={menuId} open={open} onClose={close} returnFocusTo={buttonRef}>
          <nav aria-label="주 메뉴" className={styles.sheetNav}>
            <PublicLinks onNavigate={close} />
            <SessionMenu onNavigate={close} compact />
          </nav>
          <ContactLinks className={styles.sheetContact} />
        </MobileMenu>
        <nav aria-label="주 메뉴" className={styles.nav}>
          <PublicLinks />
          <SessionMenu />
        </nav>
      </div>
    </header>
  );
}
