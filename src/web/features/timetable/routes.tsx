import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

/** Open to visitors too: they see taken and free halves, never names (the server decides). */
export const timetableRoutes: PageRoute[] = [
  { path: 'lessontime', Component: lazyPage(() => import('./pages/lessontime-page.tsx'), 'LessontimePage') },
];
