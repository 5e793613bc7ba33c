import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** 발송함: the studio's messages to families, and (for the owner) their settings and senders. */
export const messagesRoutes: PageRoute[] = [
  {
    path: 'messages',
    role: 'teacher',
    Component: lazyPage(() => import('./pages/messages-page.tsx'), 'MessagesPage'),
  },
  {
    path: 'settings/senders',
    role: 'owner',
    Component: lazyPage(() => import('./pages/senders-page.tsx'), 'SendersPage'),
  },
];
