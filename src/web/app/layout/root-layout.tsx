/**
 * Every ordinary page: the fixed menu, a spacer as tall as it, the page fading in, the footer.
 * Each route change starts at the top of the page (spec §2).
 */
import { Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { Island } from '../../components/island.tsx';
import { OfflineNotice } from '../../components/ui/offline-notice.tsx';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { ContactBar } from './contact-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import styles from './root-layout.module.css';

function ScrollToTop() {
  const { pathname } = useLocation();
  // Braces: Chromium's scrollTo now returns a promise, which React would take for a cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path by design.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  // The page a visitor arrives on is there at once (rendered by the server); later pages fade in.
  const arrivedAt = useRef(pathname);
  const fade = pathname !== arrivedAt.current;
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <ScrollToTop />
      {/* The menu folds into a disclosure that works without script: it hydrates when reached for. */}
      <Island name="header" component={Header} props={{}} when="interaction" services={{ toast: true }} />
      <div className={styles.spacer} aria-hidden="true" />
      <OfflineNotice />
      <main id="main" key={pathname} className={`${styles.main} ${fade ? styles.fade : ''}`}>
        <ErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ContactBar />
    </div>
  );
}
