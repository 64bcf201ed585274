import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The frame of the signed-out screens (register, forgot, reset). */
export function AuthCard({ title, narrow = false, children }: { title: string; narrow?: boolean; children: ReactNode }) {
  return (
    <main className={`${styles.page} ${narrow ? styles.narrow : ''}`}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

export { styles as authStyles };
