/**
 * `/pay/:token`: what a family opens from the studio's message, without signing in — the
 * studio, the student, what for, how much, by when and the bill's state; while it is open, the
 * account to transfer to with 복사. The link is a credential: the page is read in the browser
 * only (never in the server's shared page cache), and it is a visitor's page of one island
 * (decision 070), so a phone fetches little script.
 */
import { useParams } from 'react-router';
import { Island } from '../../../components/island.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePayPage } from '../api/invoices-api.ts';
import { PayBill } from '../components/pay-bill.tsx';
import styles from './pay-page.module.css';

export function PayPage() {
  const { token = '' } = useParams();
  return (
    <Page title="결제 안내">
      <Island name="pay-page" component={PayView} props={{ token }} when="load" />
    </Page>
  );
}

export function PayView({ token }: { token: string }) {
  const page = usePayPage(token);
  const missing = page.error instanceof ApiError && page.error.status === 404;
  return (
    <>
      {page.isPending ? (
        <PageLoading />
      ) : page.isError ? (
        <div className={styles.missing} role="alert">
          <h2>{missing ? '열 수 없는 결제 링크입니다' : '결제 안내를 불러오지 못했습니다'}</h2>
          <p>
            {missing
              ? '링크가 잘못되었거나, 학원에서 새 링크를 보내 예전 링크가 닫혔습니다. 학원에서 받은 가장 최근 링크를 열어 주시거나 학원에 문의해 주세요.'
              : page.error.message}
          </p>
          {missing ? null : (
            <button type="button" className="button button-secondary" onClick={() => void page.refetch()}>
              다시 시도
            </button>
          )}
        </div>
      ) : (
        <PayBill page={page.data} token={token} />
      )}
    </>
  );
}
