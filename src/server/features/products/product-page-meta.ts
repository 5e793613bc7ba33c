/**
 * Link previews for `/order/:idx`: a product shared in KakaoTalk shows its name, price and
 * photo, which go into the HTML itself because those crawlers run no script.
 */
import type { FastifyInstance } from 'fastify';
import { idParam } from '#shared/schemas/common.ts';
import { formatWon } from '#shared/won.ts';
import { findProduct } from './products.queries.ts';

const PRODUCT_PATH = /^\/order\/(\d+)\/?$/;
const productIdx = idParam();

export function registerProductPageMeta(app: FastifyInstance): void {
  app.registerPageMeta(async (pathname) => {
    const match = PRODUCT_PATH.exec(pathname);
    const idx = productIdx.safeParse(match?.[1]);
    if (!idx.success) return null;
    const product = await findProduct(app.db, idx.data);
    if (!product) return null;
    const price = formatWon(product.price);
    const options = product.optionList.length > 0 ? ` · 옵션: ${product.optionList.join(', ')}` : '';
    return {
      title: product.name,
      description: `${price}${options}`,
      ...(product.imgUrl ? { image: product.imgUrl } : {}),
    };
  });
}
