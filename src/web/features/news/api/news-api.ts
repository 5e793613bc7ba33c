/** News calls of spec §7: the list, one post, write, update and delete, with their queries. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsList, Post, WritePostRequest } from '#shared/schemas/news.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

const newsKeys = {
  all: ['news'] as const,
  lists: ['news', 'list'] as const,
  list: (page: number) => ['news', 'list', page] as const,
  post: (postId: number) => ['news', 'post', postId] as const,
};

export const newsListQuery = (page: number) =>
  queryOptions({
    queryKey: newsKeys.list(page),
    queryFn: () => api.get<NewsList>(withQuery('/api/newsList', { page })),
    placeholderData: keepPreviousData,
  });

const postQuery = (postId: number) =>
  queryOptions({
    queryKey: newsKeys.post(postId),
    queryFn: () => api.get<Post>(`/api/posts/${postId}`),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });

export function useNewsList(page: number) {
  return useQuery(newsListQuery(page));
}

export function usePost(postId: number, enabled = true) {
  return useQuery({ ...postQuery(postId), enabled });
}

type PostInput = Pick<WritePostRequest, 'title' | 'content'>;

/** Writes a new post, or updates `postId` when it is given. */
export function useSavePost(postId: number | undefined) {
  return useRefreshingMutation(
    newsKeys.all,
    (input: PostInput) =>
      postId === undefined
        ? api.post<{ postId: number }>('/api/write', input)
        : api.put<{ postId: number }>(`/api/update/${postId}`, input),
    { onlyOnSuccess: true },
  );
}

/** Reads only the lists again: the page showing the deleted post is still open and would refetch a 404. */
export function useDeletePost() {
  return useRefreshingMutation(
    newsKeys.lists,
    (postId: number) => api.delete<{ postId: number }>(`/api/delete/${postId}`),
    { onlyOnSuccess: true },
  );
}
