/** What every page renders inside, in the browser and on the server alike (minus the router). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { ConfirmProvider } from '../components/ui/confirm-dialog.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { SiteProvider } from '../site-data/site-context.tsx';

/**
 * A change is sent when the person taps, or not at all: offline, TanStack Query would hold a
 * mutation and send it on reconnect, minutes later and unseen. With networkMode 'always' it
 * fails at once with the API client's Korean offline message. Reads still wait for the
 * connection and refetch on reconnect (harmless), while the layout says the page is offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: true },
      mutations: { networkMode: 'always' },
    },
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
