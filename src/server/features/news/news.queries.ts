/** Reading and writing posts; rows are turned into the spec's field names here. */

import type { NewsList, Post } from '#shared/schemas/news.ts';
import type { Db } from '../../db/database.ts';
import { readPage } from '../../db/read-page.ts';
import type { PostsTable } from './news.tables.ts';

type PostRow = Pick<PostsTable, 'author_id' | 'title' | 'content' | 'image_url' | 'written_at'> & {
  post_id: number;
};

function toPost(row: PostRow): Post {
  return {
    postId: Number(row.post_id),
    id: row.author_id,
    title: row.title,
    content: row.content,
    writeDay: row.written_at,
    imageUrl: row.image_url,
  };
}

export async function findPost(db: Db, postId: number): Promise<Post | null> {
  const row = await db
    .selectFrom('posts')
    .select(['post_id', 'author_id', 'title', 'content', 'image_url', 'written_at'])
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return row ? toPost(row) : null;
}

export async function listPosts(db: Db, page: number, pageSize: number): Promise<NewsList> {
  const { rows, total } = await readPage(
    db
      .selectFrom('posts')
      .select(['post_id', 'title', 'written_at', 'thumbnail_url'])
      .orderBy('written_at', 'desc')
      .orderBy('post_id', 'desc'),
    db.selectFrom('posts'),
    page,
    pageSize,
  );
  return {
    items: rows.map((row) => ({
      postId: Number(row.post_id),
      title: row.title,
      writeDay: row.written_at,
      thumbnailUrl: row.thumbnail_url,
    })),
    page,
    pageSize,
    total,
  };
}

export interface PostValues {
  title: string;
  content: string;
  thumbnailUrl: string | null;
  imageUrl: string | null;
}

/** A post's values as its row's columns. */
const columnsOf = (values: PostValues) => ({
  title: values.title,
  content: values.content,
  thumbnail_url: values.thumbnailUrl,
  image_url: values.imageUrl,
});

export async function insertPost(db: Db, authorId: string, values: PostValues, now: Date): Promise<number> {
  const row = await db
    .insertInto('posts')
    .values({
      ...columnsOf(values),
      author_id: authorId,
      written_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('post_id')
    .executeTakeFirstOrThrow();
  return Number(row.post_id);
}

export async function updatePost(db: Db, postId: number, values: PostValues, now: Date): Promise<void> {
  await db
    .updateTable('posts')
    .set({ ...columnsOf(values), updated_at: now.toISOString() })
    .where('post_id', '=', postId)
    .execute();
}

export async function deletePost(db: Db, postId: number): Promise<void> {
  await db.deleteFrom('posts').where('post_id', '=', postId).execute();
}

export async function findAuthor(db: Db, postId: number): Promise<string | null> {
  const row = await db
    .selectFrom('posts')
    .select('author_id')
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return row?.author_id ?? null;
}

/** Every post's id and last change, oldest first: what a sitemap lists. */
export async function listPostStamps(db: Db): Promise<{ postId: number; updatedAt: string }[]> {
  const rows = await db.selectFrom('posts').select(['post_id', 'updated_at']).orderBy('post_id').execute();
  return rows.map((row) => ({ postId: Number(row.post_id), updatedAt: row.updated_at }));
}
