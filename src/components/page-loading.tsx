import styles from './page-loading.module.css';

/** What a route shows while its code or its access check is on the way. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className={styles.loading}>
      <span aria-hidden="true" className={styles.spinner} />
      Loading…
    </div>
  );
}
