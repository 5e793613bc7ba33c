/**
 * The fixed top menu. From 768px up the links sit in one row; below, a menu button opens them
 * as a panel, which closes on navigation and on Escape. Signed in, the menu holds the
 * management pages too, so it folds into the panel below 1360px instead.
 */
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { studio } from '#content/studio.ts';
import { useSession } from '../../features/auth/api/session.ts';
import { SessionMenu } from '../../features/auth/components/session-menu.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { paths } from '../paths.ts';
import styles from './header.module.css';
import { publicLinks } from './nav-links.ts';

export function Header() {
  const signedIn = Boolean(useSession().data);
  const compact = useMediaQuery(signedIn ? '(max-width: 1359.98px)' : '(max-width: 767.98px)');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the panel whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <header className={`${styles.header} ${compact ? styles.compact : ''}`}>
      <div className={styles.bar}>
        <Link to={paths.home} className={styles.logo}>
          {studio.shortName}
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {open ? '메뉴 닫기' : '메뉴'}
        </button>
        <nav id={menuId} aria-label="주 메뉴" className={`${styles.nav} ${open ? styles.open : ''}`}>
          <ul className={styles.links}>
            {publicLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <SessionMenu onNavigate={close} compact={compact} />
        </nav>
      </div>
    </header>
  );
}
