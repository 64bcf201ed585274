import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLogout } from '@refinedev/core';
import styles from './app-toolbar.module.css';

/** The top bar of the signed-in screens: brand, the page's own controls, optionally Home, Logout. */
export function AppToolbar({ children, home = false }: { children?: ReactNode; home?: boolean }) {
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  return (
    <header className={styles.bar}>
      <Link to="/home" className={styles.brand}>Underwriter Desk</Link>
      {children}
      {home && (
        <Button icon={<HomeOutlined aria-hidden="true" />} onClick={() => navigate('/home')}>
          Home
        </Button>
      )}
      <Button onClick={() => logout()}>Logout</Button>
    </header>
  );
}
