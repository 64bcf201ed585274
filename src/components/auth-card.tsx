import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './auth-card.module.css';

/** The frame of the signed-out screens (register, forgot, reset), with an optional way back to login. */
export function AuthCard({ title, narrow = false, backToLogin = false, children }: { title: string; narrow?: boolean; backToLogin?: boolean; children: ReactNode }) {
  return (
    <main className={`${styles.page} ${narrow ? styles.narrow : ''}`}>
      <h1>{title}</h1>
      {children}
      {backToLogin && (
        <p style={{ marginTop: 16 }}>
          <Link to="/login">Back to login</Link>
        </p>
      )}
    </main>
  );
}

export { styles as authStyles };
