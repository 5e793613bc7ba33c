/** What a page shows when its code or data failed: a Korean explanation and a way to retry. */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import styles from './route-error.module.css';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className={styles.box} role="alert">
      <h1>페이지를 표시하지 못했습니다</h1>
      <p>일시적인 문제일 수 있습니다. 다시 시도해 주세요.</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        다시 시도
      </button>
    </div>
  );
}
