/**
 * Reading and changing the catalogue. Rows become the spec's field names here. A removed
 * product is only marked, so its orders keep pointing at it; lists and details skip it.
 */
import type { ProductDetail, ProductListItem, ProductValues } from '#shared/schemas/products.ts';
import type { Db } from '../../db/database.ts';

/** A product's values as its row's columns. */
const columnsOf = (values: ProductValues) => ({
  name: values.name,
  img_url: values.imgUrl,
  price: values.price,
  option_list: JSON.stringify(values.optionList),
});

function parseOptions(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export async function listProducts(db: Db): Promise<ProductListItem[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'img_url', 'price'])
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ idx: Number(row.id), name: row.name, imgUrl: row.img_url, price: row.price }));
}

/** A product still on the list, or null. `db` may be a transaction. */
export async function findProduct(db: Db, idx: number): Promise<ProductDetail | null> {
  const row = await db
    .selectFrom('products')
    .select(['id', 'name', 'img_url', 'price', 'option_list'])
    .where('id', '=', idx)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    idx: Number(row.id),
    name: row.name,
    imgUrl: row.img_url,
    price: row.price,
    optionList: parseOptions(row.option_list),
  };
}

export async function insertProduct(db: Db, values: ProductValues, now: Date): Promise<number> {
  const row = await db
    .insertInto('products')
    .values({ ...columnsOf(values), created_at: now.toISOString(), updated_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** False when the product is gone (or was never there). */
export async function updateProduct(db: Db, idx: number, values: ProductValues, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...columnsOf(values), updated_at: now.toISOString() })
    .where('id', '=', idx)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function removeProduct(db: Db, idx: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ deleted_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', idx)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every product still on the list, with its last change, oldest first: what a sitemap lists. */
export async function listProductStamps(db: Db): Promise<{ idx: number; updatedAt: string }[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'updated_at'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ idx: Number(row.id), updatedAt: row.updated_at }));
}
