import type { DemoAccount } from '../../mock-mode';

type Props = { accounts: readonly DemoAccount[]; onPick: (account: DemoAccount) => void };

/** Mock mode only: the seeded accounts and their passwords. */
export function DemoAccounts({ accounts, onPick }: Props) {
  if (!accounts.length) return null;
  return (
    <section aria-labelledby="demo-accounts-title" style={{ marginTop: 24 }}>
      <h2 id="demo-accounts-title" style={{ fontSize: 16 }}>Demo accounts (embedded mock backend)</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
        <thead>
          <tr>
            <th scope="col" align="left">Who</th>
            <th scope="col" align="left">Email</th>
            <th scope="col" align="left">Password</th>
            <th scope="col"><span className="visually-hidden">Use</span></th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr key={a.email}>
              <td>{a.label}</td>
              <td>{a.email}</td>
              <td><code>{a.password}</code></td>
              <td>
                <button type="button" onClick={() => onPick(a)} aria-label={`Use ${a.label} account`}>
                  Use
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
