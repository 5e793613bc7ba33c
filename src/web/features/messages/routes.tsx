import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** 발송함: the studio's messages to families, and (for the owner) their settings. */
export const messagesRoutes: PageRoute[] = [
  {
    path: 'messages',
    role: 'teacher',
    Component: lazyPage(
      () => import('./pages/messages-page.tsx'),
      (m) => m.MessagesPage,
    ),
  },
];
