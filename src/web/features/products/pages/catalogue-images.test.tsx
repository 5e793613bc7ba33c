import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductListItem } from '#shared/schemas/products.ts';
import { attributesOf } from '../../../components/testing/attributes.ts';
import { ConfirmProvider } from '../../../components/ui/confirm-dialog.tsx';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { sessionQuery } from '../../../lib/session.ts';
import { WithSite } from '../../../site-data/testing/test-site.tsx';
import { productListQuery, productQuery } from '../api/products-api.ts';
import { detailPhotoAttributes, UPLOAD } from '../testing/detail-photo.ts';
import { OrderListPage } from './order-list-page.tsx';
import { ProductDetailPage } from './product-detail-page.tsx';

/** The catalogue pages' photos: which copy fits, and which photo is fetched first. */
const B = 'fedcba9876543210fedcba9876543210';
const LIST_SIZES = '(max-width: 400px) calc(100vw - 58px), (max-width: 767px) calc(100vw - 66px), 152px';

/** A visitor's view with the page's data already at hand, as after the server's render. */
function show(page: ReactNode, url: string, data: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(sessionQuery.queryKey, null);
  data(client);
  return render(
    <QueryClientProvider client={client}>
      <WithSite>
        <ToastProvider>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="/order" element={page} />
                <Route path="/order/:idx" element={page} />
              </Routes>
            </MemoryRouter>
          </ConfirmProvider>
        </ToastProvider>
      </WithSite>
    </QueryClientProvider>,
  );
}

describe('the product list', () => {
  it("fetches the first card's photo first and the others lazily, at the width a card draws them", () => {
    const products: ProductListItem[] = [
      { idx: 3, name: '반도린 리드', imgUrl: `/uploads/${UPLOAD}.webp`, price: 25_000 },
      { idx: 2, name: '스트랩', imgUrl: `/uploads/${B}.webp`, price: 18_000 },
      { idx: 1, name: '교재', imgUrl: null, price: 12_000 },
    ];
    show(<OrderListPage />, '/order', (client) => client.setQueryData(productListQuery.queryKey, products));
    const photo = (name: string) => screen.getByRole('link', { name: new RegExp(name) }).querySelector('img');
    expect(attributesOf(photo('반도린 리드')!)).toMatchObject({
      srcset: `/uploads/${UPLOAD}-480w.webp 480w, /uploads/${UPLOAD}-960w.webp 960w, /uploads/${UPLOAD}.webp 1200w`,
      sizes: LIST_SIZES,
      fetchpriority: 'high',
    });
    expect(photo('반도린 리드')!.hasAttribute('loading')).toBe(false);
    expect(attributesOf(photo('스트랩')!)).toMatchObject({
      srcset: `/uploads/${B}-480w.webp 480w, /uploads/${B}-960w.webp 960w, /uploads/${B}.webp 1200w`,
      sizes: LIST_SIZES,
      loading: 'lazy',
      decoding: 'async',
    });
    expect(photo('스트랩')!.hasAttribute('fetchpriority')).toBe(false);
    expect(photo('교재')).toBeNull();
  });
});

describe('the product detail', () => {
  it('fetches the 200px photo first, from the copy that fits', () => {
    const product: ProductDetail = {
      idx: 3,
      name: '반도린 리드',
      imgUrl: `/uploads/${UPLOAD}.webp`,
      price: 25_000,
      optionList: ['2.5호', '3호'],
    };
    const { container } = show(<ProductDetailPage />, '/order/3', (client) =>
      client.setQueryData(productQuery(3).queryKey, product),
    );
    expect(screen.getByRole('heading', { level: 1, name: '반도린 리드' })).toBeTruthy();
    expect(attributesOf(container.querySelector('img')!)).toEqual(detailPhotoAttributes);
  });
});
