/**
 * Where the browser finds each island's component (components/island.tsx): one chunk each, so
 * that a page fetches the code of its own islands only (src/web/islands.tsx).
 */
import type { ComponentType } from 'react';
import type { IslandName } from '../components/island.tsx';

type Load = () => Promise<ComponentType<never>>;

export const islands: Record<IslandName, Load> = {
  header: () => import('./layout/header.tsx').then((m) => m.Header),
  gallery: () => import('../features/content/components/gallery/gallery.tsx').then((m) => m.Gallery),
  'studio-map': () => import('../features/content/components/studio-map.tsx').then((m) => m.StudioMap),
  'enquiry-form': () =>
    import('../features/enquiries/components/enquiry-form.tsx').then((m) => m.EnquiryForm),
  'book-board': () =>
    import('../features/booking/components/book-board-island.tsx').then((m) => m.BookBoardIsland),
  'book-form': () =>
    import('../features/booking/components/book-form-island.tsx').then((m) => m.BookFormIsland),
  'book-log': () => import('../features/booking/components/book-log-island.tsx').then((m) => m.BookLogIsland),
  'order-form': () =>
    import('../features/products/components/order-request-form.tsx').then((m) => m.OrderRequestForm),
  'pay-page': () => import('../features/invoices/pages/pay-page.tsx').then((m) => m.PayView),
  'pay-success': () => import('../features/invoices/pages/pay-return-page.tsx').then((m) => m.PaySuccessView),
  'pay-fail': () => import('../features/invoices/pages/pay-return-page.tsx').then((m) => m.PayFailView),
};
