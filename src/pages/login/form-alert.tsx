import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import styles from './login.module.css';

/**
 * The login page's error and hint line: antd's Alert look (same colours, padding, icon) without
 * antd's Alert code, since /login is the first page most people load (budget: 200 KB gzip of JS).
 */
export function FormAlert({ type, children }: { type: 'error' | 'warning'; children: ReactNode }) {
  const Icon = type === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div role="alert" className={`${styles.alert} ${type === 'error' ? styles.alertError : styles.alertWarning}`}>
      <Icon aria-hidden="true" className={styles.alertIcon} />
      <span>{children}</span>
    </div>
  );
}
