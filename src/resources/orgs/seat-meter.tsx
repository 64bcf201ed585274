import styles from './orgs.module.css';

/** Seats used against the limit (`null`: unlimited), as a number and a small bar. */
export function SeatMeter({ used, limit }: { used: number; limit: number | null }) {
  const share = limit === null ? null : limit === 0 ? (used > 0 ? 1 : 0) : Math.min(1, used / limit);
  const level = share === null ? '' : share >= 1 ? styles.full : share >= 0.8 ? styles.high : '';
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
        {share !== null && <span className={`${styles.fill} ${level}`} style={{ width: `${Math.round(share * 100)}%` }} />}
      </span>
    </span>
  );
}
