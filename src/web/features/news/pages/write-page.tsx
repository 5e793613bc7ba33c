/** `/write` and `/write/:postId`: a new post, or the author's (or the owner's) edit of one. */
import { Link, useParams } from 'react-router';
import { messageFor } from '#shared/messages/ko.ts';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { isNotFound } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { usePost } from '../api/news-api.ts';
import { PostForm } from '../components/post-form.tsx';

export function WritePage() {
  const { postId: param } = useParams();
  if (param === undefined) {
    return (
      <Page title="글쓰기">
        <PostForm initial={{ title: '', content: '' }} />
      </Page>
    );
  }
  return <EditPost postId={Number(param)} />;
}

function EditPost({ postId }: { postId: number }) {
  const valid = Number.isInteger(postId) && postId > 0 && postId <= 2_147_483_647;
  const post = usePost(postId, valid);
  const user = useSession().data;

  if (!valid || isNotFound(post.error)) {
    return (
      <Page title="글 수정">
        <p>{messageFor('news.not_found')}</p>
        <Link className="button button-secondary" to={paths.news.list}>
          목록
        </Link>
      </Page>
    );
  }
  if (post.isPending) return <PageLoading label="게시글을 불러오는 중..." />;
  if (post.isError) {
    return (
      <Page title="글 수정">
        <p role="alert">{post.error.message}</p>
      </Page>
    );
  }
  if (user && user.id !== post.data.id && user.role !== 'owner') {
    return (
      <Page title="글 수정">
        <p role="alert">{messageFor('news.not_author')}</p>
        <Link className="button button-secondary" to={paths.news.post(postId)}>
          글로 돌아가기
        </Link>
      </Page>
    );
  }
  return (
    <Page title="글 수정">
      <PostForm postId={postId} initial={{ title: post.data.title, content: post.data.content }} />
    </Page>
  );
}
