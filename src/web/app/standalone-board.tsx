/**
 * The shell of the pages that live outside the site's layout (the tablet board, the QR poster,
 * a printable receipt): what the layout gives its pages — an error boundary and a loading
 * state — without the menu and footer.
 */
import { type ComponentType, Suspense } from 'react';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';

function StandaloneBoard({ page: Page }: { page: ComponentType }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A page in the standalone shell; the page stays reachable for preloading (lib/lazy-page.ts). */
export function standalone(page: ComponentType): ComponentType {
  return Object.assign(() => <StandaloneBoard page={page} />, { page });
}
