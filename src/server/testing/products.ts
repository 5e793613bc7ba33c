/** Shared steps of the products and orders API tests. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { CreateOrderRequest } from '#shared/schemas/products.ts';
import { postImage } from './image-upload.ts';
import type { SignedIn } from './sign-in.ts';

/** Uploads a small PNG through `POST /api/img` and answers its address. */
export async function uploadPhoto(app: FastifyInstance, who: SignedIn, colour = '#2a7ab0'): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const response = await postImage(app, who, png, { name: 'p.png', type: 'image/png' });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().url;
}

export function saveProduct(app: FastifyInstance, who: SignedIn | null, body: unknown, idx?: number) {
  return app.inject({
    method: idx === undefined ? 'POST' : 'PUT',
    url: idx === undefined ? '/api/product' : `/api/product/${idx}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: body as Record<string, unknown>,
  });
}

export function sendOrder(
  app: FastifyInstance,
  body: Partial<CreateOrderRequest> | Record<string, unknown>,
  ip = '203.0.113.7',
) {
  return app.inject({ method: 'POST', url: '/api/orders', remoteAddress: ip, payload: body });
}

export function setStatus(app: FastifyInstance, who: SignedIn | null, id: number, status: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/orders/${id}`,
    headers: who ? { cookie: who.cookie } : {},
    payload: { status },
  });
}

export const anOrder = (productIdx: number, overrides: Record<string, unknown> = {}) => ({
  productIdx,
  option: '2.5호',
  quantity: 2,
  name: '김하늘',
  phone: '010-1234-5678',
  message: '레슨 때 받아 갈게요.',
  consent: true,
  ...overrides,
});
