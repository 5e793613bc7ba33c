/**
 * Products, order requests and the order-request limit (DESIGN §4 "Products").
 *
 * A deleted product is only marked (`deleted_at`): its past orders still point at it, and each
 * order keeps the product's name and price as they were when it was asked for, so an edit or a
 * removal never rewrites what a customer saw.
 *
 * `order_request_limits` holds one counter per address and window, bumped by a single
 * statement, so the limit holds across instances and under simultaneous requests.
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn('img_url', 'text')
    .addColumn('price', 'integer', (column) => column.notNull().check(sql`price between 0 and 99999999`))
    /** A JSON array of strings. */
    .addColumn('option_list', 'text', (column) => column.notNull().defaultTo('[]'))
    .$call(notNullColumns({ created_at: 'text', updated_at: 'text' }))
    .addColumn('deleted_at', 'text')
    .execute();
  await createIndex(db, 'products_listed', 'products', ['deleted_at', 'id']);

  await db.schema
    .createTable('order_requests')
    .addColumn('id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('product_id', 'integer', (column) => column.notNull().references('products.id'))
    .addColumn('product_name', 'text', (column) => column.notNull())
    .addColumn('unit_price', 'integer', (column) => column.notNull().check(sql`unit_price >= 0`))
    .addColumn('option_label', 'text')
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity between 1 and 20`))
    .$call(notNullColumns({ customer_name: 'text', phone: 'text' }))
    .addColumn('message', 'text')
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('접수').check(sql`status in ('접수', '확인', '완료', '취소')`),
    )
    .$call(notNullColumns({ created_at: 'text', updated_at: 'text' }))
    .execute();
  await createIndex(db, 'order_requests_newest', 'order_requests', ['created_at', 'id']);
  await createIndex(db, 'order_requests_status', 'order_requests', ['status']);

  await db.schema
    .createTable('order_request_limits')
    .addColumn('address', 'text', (column) => column.primaryKey())
    .$call(notNullColumns({ window_start: 'text', count: 'integer' }))
    .execute();
}
