/**
 * Products and order requests (spec §3 "Product", §7; DESIGN §1, §4). Field names of the spec
 * stay: idx, name, imgUrl, price, optionList. Price is a whole number of won; optionList is an
 * array of trimmed, non-empty, distinct strings — the spec's client sent it JSON-encoded as a
 * string, which is still accepted.
 */
import { z } from 'zod';
import { parseJsonOr } from '../json.ts';
import { ORDER_MESSAGE_MAX, ORDER_QUANTITY_MAX } from '../order-limits.ts';
import { requiredPhone } from './auth.ts';
import { idField, idParam, idParams, pageOf, wholeNumber } from './common.ts';
import { lineField, nameField, paragraphField } from './text.ts';

export { ORDER_MESSAGE_MAX, ORDER_QUANTITY_MAX };

export const PRODUCT_NAME_MAX = 100;
export const OPTION_MAX_LENGTH = 50;
export const MAX_OPTIONS = 30;
/** 1억 원: a price above this is a slip of the finger, not a studio's reed. */
export const PRICE_LIMIT = 100_000_000;
export const ORDER_NAME_MAX = 20;
export const ORDERS_PAGE_SIZE = 20;

/** Our own uploads as `POST /api/img` names them; whether the file exists is the server's check. */
export const UPLOAD_URL_PATTERN = /^\/uploads\/[a-f0-9]{16,64}\.webp$/;

export const productIdxParams = z.object({ idx: idParam() });
export const orderIdParams = idParams;

export const optionField = lineField({
  required: 'products.option_required',
  tooLong: 'products.option_too_long',
  max: OPTION_MAX_LENGTH,
});

/** The spec's client sent `JSON.stringify(list)`; anything that is not JSON fails as a bad list. */
function decodeJsonList(value: unknown): unknown {
  return typeof value === 'string' ? parseJsonOr(value, value) : value;
}

export const optionList = z.preprocess(
  decodeJsonList,
  z
    .array(optionField, { error: 'products.options_invalid' })
    .max(MAX_OPTIONS, { error: 'products.too_many_options' })
    .refine((list) => new Set(list).size === list.length, { error: 'products.duplicate_option' }),
);

export const priceField = z
  .number({
    error: (issue) => (issue.input === undefined ? 'products.price_required' : 'products.price_invalid'),
  })
  .int({ error: 'products.price_invalid' })
  .min(0, { error: 'products.price_invalid' })
  .max(PRICE_LIMIT - 1, { error: 'products.price_too_high' });

export const saveProductRequest = z.object({
  name: lineField({
    required: 'products.name_required',
    tooLong: 'products.name_too_long',
    max: PRODUCT_NAME_MAX,
  }),
  imgUrl: z
    .string({ error: 'products.image_invalid' })
    .regex(UPLOAD_URL_PATTERN, { error: 'products.image_invalid' })
    .nullish()
    .transform((value) => value ?? null),
  price: priceField,
  optionList: optionList.optional().transform((list) => list ?? []),
});
export type SaveProductRequest = z.input<typeof saveProductRequest>;
export type ProductValues = z.output<typeof saveProductRequest>;

export const productListItem = z.object({
  idx: z.number().int(),
  name: z.string(),
  imgUrl: z.string().nullable().describe('/uploads/<hash>.webp, 없으면 null'),
  price: z.number().int().describe('원 단위 정수'),
});
export type ProductListItem = z.infer<typeof productListItem>;
export const productListResponse = z.array(productListItem);

export const productDetailResponse = productListItem.extend({
  optionList: z.array(z.string()).describe('옵션 문자열의 JSON 배열'),
});
export type ProductDetail = z.infer<typeof productDetailResponse>;
export const productIdxResponse = z.object({ idx: z.number().int() });

export const ORDER_STATUSES = ['접수', '확인', '완료', '취소'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** 접수 → 확인 → 완료, or 취소 before 완료; 완료 and 취소 are final. */
export const ORDER_NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  접수: ['확인', '취소'],
  확인: ['완료', '취소'],
  완료: [],
  취소: [],
};

export const createOrderRequest = z.object({
  productIdx: idField('orders.product_required'),
  option: lineField({ tooLong: 'products.option_too_long', max: OPTION_MAX_LENGTH })
    .nullish()
    .transform((value) => value || null),
  quantity: wholeNumber('orders.quantity_invalid', 1, ORDER_QUANTITY_MAX),
  name: nameField({ required: 'orders.name_required', tooLong: 'orders.name_too_long', max: ORDER_NAME_MAX }),
  phone: requiredPhone({ required: 'orders.phone_required', format: 'orders.phone_format', max: 30 }),
  message: paragraphField({ tooLong: 'orders.message_too_long', max: ORDER_MESSAGE_MAX })
    .nullish()
    .transform((value) => value || null),
  consent: z.literal(true, { error: 'orders.consent_required' }),
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;
export type OrderValues = z.output<typeof createOrderRequest>;
export const createOrderResponse = z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES) });

export const orderItem = z.object({
  id: z.number().int(),
  productIdx: z.number().int(),
  productName: z.string().describe('주문할 때의 상품명'),
  price: z.number().int().describe('주문할 때의 단가 (원)'),
  option: z.string().nullable(),
  quantity: z.number().int(),
  name: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string().describe('요청 시각 (ISO-8601 UTC)'),
  productAvailable: z.boolean().describe('상품이 아직 목록에 있으면 true'),
});
export type OrderItem = z.infer<typeof orderItem>;

export const ordersQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const ordersResponse = pageOf(orderItem).extend({
  newCount: z.number().int().describe('접수 상태인 요청 수'),
});
export type OrdersPage = z.infer<typeof ordersResponse>;
export const ordersSummaryResponse = z.object({ newCount: z.number().int() });

export const updateOrderRequest = z.object({
  status: z.enum(['확인', '완료', '취소'], { error: 'orders.status_invalid' }),
});
export type UpdateOrderRequest = z.infer<typeof updateOrderRequest>;
