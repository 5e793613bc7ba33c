/**
 * News posts. The content is HTML already sanitised by the server; the thumbnail (the first
 * image of that content) is worked out on write so the list never reads whole posts.
 */
import { type Kysely, sql } from 'kysely';
import { autoIdType } from './dialect.ts';
import { createIndex, notNullColumns } from './schema-steps.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('post_id', autoIdType(db), (column) => column.primaryKey())
    .addColumn('author_id', 'text', (column) => column.notNull().references('users.id'))
    .addColumn('title', 'text', (column) => column.notNull().check(sql`length(title) between 1 and 200`))
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('thumbnail_url', 'text')
    .addColumn('image_url', 'text')
    .$call(notNullColumns({ written_at: 'text', updated_at: 'text' }))
    .execute();
  await createIndex(db, 'posts_written_at', 'posts', ['written_at', 'post_id']);
  await createIndex(db, 'posts_author_id', 'posts', ['author_id']);
}
