import { lazyPage, type PageRoute } from '../../lib/lazy-page.ts';

// The editor page is its own chunk: Tiptap loads only when a teacher opens /write.
const WritePage = lazyPage(() => import('./pages/write-page.tsx'), 'WritePage');

export const newsRoutes: PageRoute[] = [
  { path: 'news', Component: lazyPage(() => import('./pages/news-list-page.tsx'), 'NewsListPage') },
  { path: 'post/:postId', Component: lazyPage(() => import('./pages/post-page.tsx'), 'PostPage') },
  { path: 'write', role: 'teacher', Component: WritePage },
  { path: 'write/:postId', role: 'teacher', Component: WritePage },
];
