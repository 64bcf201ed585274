import { Progress, theme } from 'antd';
import styles from './orgs.module.css';

/** Seats used against the limit (`null`: unlimited), as a number and antd's Progress line. */
export function SeatMeter({ used, limit }: { used: number; limit: number | null }) {
  const { token } = theme.useToken();
  const share = limit === null ? null : limit === 0 ? (used > 0 ? 1 : 0) : Math.min(1, used / limit);
  const words = limit === null ? `${used} of unlimited seats used` : `${used} of ${limit} seats used`;
  return (
    <span className={styles.meter} title={words}>
      <span className={styles.meterText}>
        <span className="visually-hidden">{words}</span>
        <span aria-hidden="true">
          {used} <span className={styles.muted}>/ {limit === null ? '∞' : limit}</span>
        </span>
      </span>
      <span aria-hidden="true" className={styles.bar}>
        <Progress
          percent={share === null ? 0 : Math.round(share * 100)}
          showInfo={false}
          size={{ height: 4 }}
          status="normal"
          strokeColor={share === null ? undefined : share >= 1 ? token.colorError : share >= 0.8 ? token.colorWarning : token.colorPrimary}
        />
      </span>
    </span>
  );
}
