import type { Generated } from 'kysely';

export interface PostsTable {
  post_id: Generated<number>;
  author_id: string;
  title: string;
  /** Sanitised HTML (sanitize-post.ts). */
  content: string;
  /** The first image of the content, or null. */
  thumbnail_url: string | null;
  /** The spec's optional separate image. */
  image_url: string | null;
  written_at: string;
  updated_at: string;
}

export interface NewsTables {
  posts: PostsTable;
}
