/** `/post/:postId`: one post, and for its author or the owner the edit and delete buttons. */
import { Link, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useDeletePost, usePost } from '../api/news-api.ts';
import { PostBody } from '../components/post-body.tsx';
import { postDate } from '../lib/format.ts';
import styles from './post-page.module.css';

function BackToList() {
  return (
    <Link className="button button-secondary" to={paths.news.list}>
      목록
    </Link>
  );
}

export function PostPage() {
  const postId = Number(useParams().postId);
  const valid = Number.isInteger(postId) && postId > 0 && postId <= 2_147_483_647;
  const post = usePost(postId, valid);
  const session = useSession();
  const remove = useDeletePost();
  const confirm = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();

  const notFound = !valid || (post.error instanceof ApiError && post.error.status === 404);
  if (notFound) {
    return (
      <Page title="게시글을 찾을 수 없습니다">
        <p className={styles.notice}>글이 지워졌거나 주소가 잘못되었습니다.</p>
        <BackToList />
      </Page>
    );
  }
  if (post.isPending) return <PageLoading label="게시글을 불러오는 중..." />;
  if (post.isError) {
    return (
      <Page title="학원 소식">
        <div role="alert" className={styles.notice}>
          <p>{post.error.message}</p>
          <button type="button" className="button button-secondary" onClick={() => void post.refetch()}>
            다시 시도
          </button>
        </div>
        <BackToList />
      </Page>
    );
  }

  const data = post.data;
  const user = session.data;
  const mayChange = user != null && (user.id === data.id || user.role === 'owner');
  const date = postDate(data.writeDay);

  const onDelete = async () => {
    if (!(await confirm('이 글을 삭제하시겠습니까?', { confirmLabel: '삭제' }))) return;
    try {
      await remove.mutateAsync(data.postId);
      toast.success('글을 삭제했습니다.');
      navigate(paths.news.list);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '삭제하지 못했습니다.');
    }
  };

  return (
    <Page title={data.title} lead={<PostFacts postId={data.postId} date={date} />}>
      <PostBody content={data.content} imageUrl={data.imageUrl} />
      <div className={styles.actions}>
        <BackToList />
        {mayChange ? (
          <span className={styles.ownerActions}>
            <Link className="button button-secondary" to={paths.news.edit(data.postId)}>
              수정
            </Link>
            <button
              type="button"
              className="button button-danger"
              onClick={() => void onDelete()}
              disabled={remove.isPending}
            >
              삭제
            </button>
          </span>
        ) : null}
      </div>
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
