import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The product's mark: a shield with a tick, drawn in the brand colour (`currentColor`). */
function BrandMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="6" fill="currentColor" />
      <path className={styles.markGlyph} d="M12 4.75 17.25 6.9v4.35c0 3.3-2.2 5.85-5.25 6.95-3.05-1.1-5.25-3.65-5.25-6.95V6.9Z" />
      <path className={styles.markGlyph} d="m9.4 11.6 1.85 1.85 3.4-3.5" />
    </svg>
  );
}

type Props = {
  title: string;
  /** The registration form's width; the other screens use the narrow card. */
  wide?: boolean;
  /** A line under the heading. */
  intro?: ReactNode;
  /** A line under the card (the way to the other screen: register, login). */
  footer?: ReactNode;
  /** Blocks under the card (the demo accounts on /login). */
  after?: ReactNode;
  children: ReactNode;
};

/** The frame of every signed-out screen (/login, /register, /forgot, /reset-password): the brand, then one card. */
export function AuthCard({ title, wide = false, intro, footer, after, children }: Props) {
  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>
          <BrandMark />
          Underwriter Desk
        </span>
      </header>
      <main className={`${styles.column} ${wide ? styles.wide : ''}`}>
        <section className={styles.card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={styles.title}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
        </section>
        {footer && <p className={styles.footer}>{footer}</p>}
        {after}
      </main>
    </div>
  );
}

export { styles as authStyles };
