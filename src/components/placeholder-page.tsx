import { useLogout } from '@refinedev/core';
import { Link } from 'react-router';

type Props = { title: string; children?: React.ReactNode; signedIn?: boolean };

/** A screen whose issue has not landed yet: its route, guard and heading are real. */
export function PlaceholderPage({ title, children, signedIn = true }: Props) {
  const { mutate: logout } = useLogout();
  return (
    <main style={{ maxWidth: 720, margin: '48px auto', padding: '0 16px', fontFamily: 'system-ui, sans-serif' }}>
      <header style={{ display: 'flex', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
        <h1 style={{ margin: 0 }}>{title}</h1>
        {signedIn && (
          <nav aria-label="Account" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            <Link to="/home">Home</Link>
            <button type="button" onClick={() => logout()}>
              Logout
            </button>
          </nav>
        )}
      </header>
      <p>{children ?? 'This screen is on its way.'}</p>
    </main>
  );
}
