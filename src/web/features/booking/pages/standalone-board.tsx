/** What the site layout gives its pages, for the one page that lives outside it. */
import { type ComponentType, Suspense } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';

export function StandaloneBoard({ page: Page }: { page: ComponentType }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
