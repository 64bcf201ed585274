import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from 'antd';
import { useLogout } from '@refinedev/core';
import styles from './app-toolbar.module.css';

/** The top bar of the signed-in screens: brand, the page's own controls, Logout. */
export function AppToolbar({ children }: { children?: ReactNode }) {
  const { mutate: logout } = useLogout();
  return (
    <header className={styles.bar}>
      <Link to="/home" className={styles.brand}>Underwriter Desk</Link>
      {children}
      <Button onClick={() => logout()}>Logout</Button>
    </header>
  );
}
