import type { ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useLogout } from '@refinedev/core';
import { isEntitled, readKey, STORAGE_KEYS } from '../api';
import { MenuButton } from './menu-button';
import { useCurrentUser } from './use-current-user';
import styles from './app-toolbar.module.css';

type Place = { to: string; label: string };

/** The places this user may go (docs/product.md#6-roles): admins and superadmins also reach /admin, superadmins /superadmin. */
function placesFor(role: string | null | undefined, entitled: boolean): Place[] {
  const places: Place[] = [
    { to: '/home', label: 'Home' },
    { to: '/agent', label: 'Assistant' },
  ];
  if (entitled) places.push({ to: '/library', label: 'Library' });
  if (role === 'admin' || role === 'superadmin') places.push({ to: '/admin', label: 'Admin' });
  if (role === 'superadmin') places.push({ to: '/superadmin', label: 'Superadmin' });
  return places;
}

/** The one page whose toolbar has a Home button, as the product specifies: the agent page; elsewhere the Home link is enough. */
const HOME_BUTTON_PAGE = '/agent';

/**
 * The app shell's bar on every signed-in page: the brand, the places this user may go (a menu
 * on a phone, so the bar stays one row), the page's own controls (docs/product.md#2-screens), Home
 * on the agent page, and Logout.
 */
export function AppToolbar({ children }: { children?: ReactNode }) {
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const places = placesFor(user?.role ?? readKey(STORAGE_KEYS.role), isEntitled(user?.subscription_status));
  const home = pathname === HOME_BUTTON_PAGE;
  return (
    <header className={styles.bar}>
      <Link to="/home" className={styles.brand} aria-label="Underwriter Desk, home">
        <span aria-hidden="true" className={styles.mark}>
          UD
        </span>
        <span className={styles.brandName}>Underwriter Desk</span>
      </Link>
      <nav aria-label="Main" className={styles.places}>
        {places.map((p) => (
          <NavLink key={p.to} to={p.to} className={({ isActive }) => `${styles.place} ${isActive ? styles.active : ''}`}>
            {p.label}
          </NavLink>
        ))}
      </nav>
      {/* Its name is the word it shows, so "click Menu" works for voice control too. */}
      <MenuButton
        label="Menu"
        align="start"
        className={styles.placesMenu}
        items={places.map((p) => ({ key: p.to, label: p.label, current: p.to === pathname }))}
        onSelect={(to) => navigate(to)}
      >
        Menu
      </MenuButton>
      <div className={styles.tools}>
        {children}
        {home && (
          <Button icon={<HomeOutlined aria-hidden="true" />} onClick={() => navigate('/home')} className={styles.homeButton}>
            Home
          </Button>
        )}
        <Button onClick={() => logout()}>Logout</Button>
      </div>
    </header>
  );
}
