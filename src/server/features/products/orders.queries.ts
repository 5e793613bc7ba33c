/**
 * Order requests: a visitor asks for a product; staff move the request along
 * 접수 → 확인 → 완료 (or 취소). Each request keeps the product's name and price of its moment.
 */
import type { OrderItem, OrderStatus, OrdersPage, OrderValues } from '#shared/schemas/products.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/read-page.ts';

export async function insertOrder(
  db: Db,
  product: { productIdx: number; productName: string; price: number },
  values: OrderValues,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('order_requests')
    .values({
      product_id: product.productIdx,
      product_name: product.productName,
      unit_price: product.price,
      option_label: values.option,
      quantity: values.quantity,
      customer_name: values.name,
      phone: values.phone,
      message: values.message,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

function selectOrders(db: Db) {
  return db
    .selectFrom('order_requests as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select([
      'o.id',
      'o.product_id',
      'o.product_name',
      'o.unit_price',
      'o.option_label',
      'o.quantity',
      'o.customer_name',
      'o.phone',
      'o.message',
      'o.status',
      'o.created_at',
      'p.deleted_at',
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

function toOrder(row: OrderRow): OrderItem {
  return {
    id: Number(row.id),
    productIdx: Number(row.product_id),
    productName: row.product_name,
    price: row.unit_price,
    option: row.option_label,
    quantity: row.quantity,
    name: row.customer_name,
    phone: row.phone,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
    productAvailable: row.deleted_at === null,
  };
}

export async function countNewOrders(db: Db): Promise<number> {
  const row = await db
    .selectFrom('order_requests')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('status', '=', '접수')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The newest order requests still at 접수, for the staff's home. */
export async function listNewOrders(db: Db, limit: number): Promise<OrderItem[]> {
  const rows = await selectOrders(db)
    .where('o.status', '=', '접수')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toOrder);
}

export async function listOrders(db: Db, page: number, pageSize: number): Promise<OrdersPage> {
  const [{ rows, total }, newCount] = await Promise.all([
    readPage(
      selectOrders(db).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc'),
      db.selectFrom('order_requests'),
      page,
      pageSize,
    ),
    countNewOrders(db),
  ]);
  return { items: rows.map(toOrder), page, pageSize, total, newCount };
}

export async function findOrder(db: Db, id: number): Promise<OrderItem | null> {
  const row = await selectOrders(db).where('o.id', '=', id).executeTakeFirst();
  return row ? toOrder(row) : null;
}

/**
 * Moves a request from `from` to `to` only if it is still at `from`: of two people pressing
 * at once, one wins and the other hears that it changed.
 */
export async function moveOrder(
  db: Db,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('order_requests')
    .set({ status: to, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
