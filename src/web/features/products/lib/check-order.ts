/**
 * The order request's own check in the browser, before anything is sent: the server's schema,
 * each field's first refusal as its error code. The schema comes with zod, the largest part of
 * the product page's script, so it is fetched when a request is sent rather than with the page
 * (and is cached after that).
 */
import type { OrderValues } from '#shared/schemas/products.ts';
import { type CheckedForm, fieldProblems } from '../../../components/ui/use-checked-form.ts';

/** The form as read: every field as the browser holds it, the consent possibly not given. */
export interface OrderInput {
  productIdx: number;
  option: string;
  quantity: number;
  name: string;
  phone: string;
  message: string;
  consent: boolean;
}
export type OrderField = 'option' | 'quantity' | 'name' | 'phone' | 'message' | 'consent';

/** The fields in the order they appear, so the first one with a problem can take the focus. */
export const orderFields: readonly OrderField[] = [
  'option',
  'quantity',
  'name',
  'phone',
  'message',
  'consent',
];

export async function checkOrder(
  request: OrderInput,
  { hasOptions }: { hasOptions: boolean },
): Promise<CheckedForm<OrderField, OrderValues>> {
  const { createOrderRequest } = await import('#shared/schemas/products.ts');
  const result = createOrderRequest.safeParse(request);
  const problems: Partial<Record<OrderField, string>> = result.success
    ? {}
    : fieldProblems(result.error.issues, orderFields);
  // A product with options needs one chosen; the schema alone allows none (for products without).
  if (hasOptions && !request.option) problems.option = 'orders.option_required';
  if (result.success && Object.keys(problems).length === 0) return { ok: true, values: result.data };
  return { ok: false, problems };
}
