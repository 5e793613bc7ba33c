import type { Generated } from 'kysely';
import type { OrderStatus } from '#shared/schemas/products.ts';

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  img_url: string | null;
  /** Whole won. */
  price: number;
  /** A JSON array of option strings. */
  option_list: Generated<string>;
  created_at: string;
  updated_at: string;
  /** Set instead of deleting, so past orders keep their product. */
  deleted_at: string | null;
}

export interface OrderRequestsTable {
  id: Generated<number>;
  product_id: number;
  /** The product's name and price when the request was made. */
  product_name: string;
  unit_price: number;
  option_label: string | null;
  quantity: number;
  customer_name: string;
  phone: string;
  message: string | null;
  status: Generated<OrderStatus>;
  created_at: string;
  updated_at: string;
}

export interface OrderRequestLimitsTable {
  address: string;
  window_start: string;
  count: number;
}

export interface ProductsTables {
  products: ProductsTable;
  order_requests: OrderRequestsTable;
  order_request_limits: OrderRequestLimitsTable;
}
