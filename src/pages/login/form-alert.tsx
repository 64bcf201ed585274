import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import styles from './login.module.css';

/**
 * The login page's error and hint line: antd's Alert look (same colours, padding, icon) without
 * antd's Alert code, since /login is the first page most people load (budget: 200 KB gzip of JS).
 */
const LOOK = {
  error: { Icon: CloseCircleFilled, className: styles.alertError, role: 'alert' },
  warning: { Icon: ExclamationCircleFilled, className: styles.alertWarning, role: 'alert' },
  info: { Icon: InfoCircleFilled, className: styles.alertInfo, role: 'status' },
} as const;

export function FormAlert({ type, children }: { type: keyof typeof LOOK; children: ReactNode }) {
  const { Icon, className, role } = LOOK[type];
  return (
    <div role={role} className={`${styles.alert} ${className}`}>
      <Icon aria-hidden="true" className={styles.alertIcon} />
      <span>{children}</span>
    </div>
  );
}
