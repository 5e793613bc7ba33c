/** `/post/:postId`: one post, and for its author or the owner the edit and delete buttons. */
import { useParams } from 'react-router';
import { BackToList, ItemActions } from '../../../components/ui/item-actions.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeletePost, usePost } from '../api/news-api.ts';
import { PostBody } from '../components/post-body.tsx';
import { postDate } from '../lib/format.ts';
import styles from './post-page.module.css';

export function PostPage() {
  const postId = Number(useParams().postId);
  const valid = Number.isInteger(postId) && postId > 0 && postId <= 2_147_483_647;
  const post = usePost(postId, valid);
  const session = useSession();
  const remove = useDeletePost();

  const notFound = !valid || isNotFound(post.error);
  if (notFound) {
    return (
      <Page title="게시글을 찾을 수 없습니다">
        <p className={styles.notice}>글이 지워졌거나 주소가 잘못되었습니다.</p>
        <BackToList to={paths.news.list} />
      </Page>
    );
  }
  if (post.isPending) return <PageLoading label="게시글을 불러오는 중..." />;
  if (post.isError) {
    return (
      <Page title="학원 소식">
        <LoadFailed
          className={styles.notice}
          message={post.error.message}
          retry={() => void post.refetch()}
        />
        <BackToList to={paths.news.list} />
      </Page>
    );
  }

  const data = post.data;
  const user = session.data;
  const mayChange = user != null && (user.id === data.id || user.role === 'owner');
  const date = postDate(data.writeDay);

  return (
    <Page title={data.title} lead={<PostFacts postId={data.postId} date={date} />}>
      <PostBody content={data.content} imageUrl={data.imageUrl} />
      <ItemActions
        listTo={paths.news.list}
        change={
          mayChange
            ? {
                editTo: paths.news.edit(data.postId),
                question: '이 글을 삭제하시겠습니까?',
                remove: () => remove.mutateAsync(data.postId),
                removing: remove.isPending,
                removed: '글을 삭제했습니다.',
              }
            : undefined
        }
      />
    </Page>
  );
}

function PostFacts({ postId, date }: { postId: number; date: string }) {
  return (
    <span className={styles.facts}>
      <span>글 번호 {postId}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{date}</time>
    </span>
  );
}
