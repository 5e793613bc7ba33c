/**
 * The order request's limits, apart from its schema: the order form draws its choices from
 * them on first load, and fetches the schema (and zod with it) only when the form is sent.
 */
export const ORDER_QUANTITY_MAX = 20;
export const ORDER_MESSAGE_MAX = 500;
