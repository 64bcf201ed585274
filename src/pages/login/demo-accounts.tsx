import { useState } from 'react';
import { Button } from 'antd';
import type { DemoAccount } from '../../mock-mode';
import { authStyles as auth } from '../../components/auth-card';
import { ConfirmResetDemo } from '../../components/confirm-reset-demo';
import styles from './login.module.css';

type Props = { accounts: readonly DemoAccount[]; onPick: (account: DemoAccount) => void };

/** Mock mode only: the seeded accounts, each one click away from the form, and a way back to the seed data. */
export function DemoAccounts({ accounts, onPick }: Props) {
  const [confirmReset, setConfirmReset] = useState(false);
  if (!accounts.length) return null;
  const passwords = new Set(accounts.map((a) => a.password));
  const shared = passwords.size === 1 ? accounts[0].password : null;
  return (
    <section aria-labelledby="demo-accounts-title" className={styles.demo}>
      <h2 id="demo-accounts-title" className={styles.demoTitle}>
        Demo accounts
      </h2>
      <p className={styles.demoNote}>
        Mock backend only. Pick an account to fill the form
        {shared ? (
          <>
            ; every password is <code className={styles.code}>{shared}</code>.
          </>
        ) : (
          '.'
        )}
      </p>
      <ul className={styles.demoList} aria-labelledby="demo-accounts-title">
        {accounts.map((a) => (
          <li key={a.email} className={styles.demoItem}>
            <span className={styles.demoWho}>
              <span className={styles.demoLabel}>{a.label}</span>
              <span className={styles.demoEmail} title={a.email}>
                {a.email}
                {!shared && (
                  <>
                    {' '}
                    · <code className={styles.code}>{a.password}</code>
                  </>
                )}
              </span>
            </span>
            <Button onClick={() => onPick(a)} aria-label={`Use ${a.label} account`}>
              Use
            </Button>
          </li>
        ))}
      </ul>
      <p className={styles.demoReset}>
        Tried things out? Put every account and document back as seeded.{' '}
        <Button type="link" className={auth.link} onClick={() => setConfirmReset(true)}>
          Reset demo data
        </Button>
      </p>
      <ConfirmResetDemo open={confirmReset} onClose={() => setConfirmReset(false)} />
    </section>
  );
}
