import styles from './page-loading.module.css';

/** Shown while a page's code or data is on its way. */
export function PageLoading({ label = '불러오는 중...' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </div>
  );
}
