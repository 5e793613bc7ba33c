/** What every page renders inside, in the browser and on the server alike (minus the router). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ConfirmProvider } from '../components/ui/confirm-dialog.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { SiteProvider } from '../site-data/site-context.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true } },
  });
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <ConfirmProvider>
            <SiteProvider>{children}</SiteProvider>
          </ConfirmProvider>
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
