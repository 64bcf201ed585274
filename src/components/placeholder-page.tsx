import type { ReactNode } from 'react';
import { AppToolbar } from './app-toolbar';
import { OwnerMenu } from './owner-menu';
import styles from './placeholder-page.module.css';

type Props = { title: string; children?: ReactNode };

/** A screen whose issue has not landed yet: its route, guard, shell and heading are real. */
export function PlaceholderPage({ title, children }: Props) {
  return (
    <>
      <AppToolbar home>
        <OwnerMenu />
      </AppToolbar>
      <main className={styles.main}>
        <h1>{title}</h1>
        <div className={styles.card}>
          <p>{children ?? 'This screen is on its way.'}</p>
        </div>
      </main>
    </>
  );
}
