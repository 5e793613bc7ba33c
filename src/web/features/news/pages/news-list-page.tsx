/** `/news` (학원 소식): newest first, ten a page, the page number in the URL. */
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { paths } from '../../../config/paths.ts';
import { withQuery } from '../../../lib/api-client.ts';
import { isStaff, useSession } from '../../../lib/session.ts';
import { useNewsList } from '../api/news-api.ts';
import { NewsRow } from '../components/news-row.tsx';
import { Pagination } from '../components/pagination.tsx';
import styles from './news-list-page.module.css';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function NewsListPage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const list = useNewsList(page);
  const session = useSession();
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  return (
    <Page title="학원 소식">
      {isStaff(session.data) ? (
        <div className={styles.actions}>
          <Link className="button" to={paths.news.write}>
            글쓰기
          </Link>
        </div>
      ) : null}
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadFailed className={styles.empty} message={list.error.message} retry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <p className={styles.empty}>
          {page > 1 ? '이 쪽에는 글이 없습니다.' : '아직 올라온 소식이 없습니다.'}
        </p>
      ) : (
        <ul className={styles.list} aria-label="소식 목록">
          {list.data.items.map((item, index) => (
            <NewsRow key={item.postId} item={item} priority={index === 0} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(number) => (number === 1 ? paths.news.list : withQuery(paths.news.list, { page: number }))}
      />
    </Page>
  );
}
