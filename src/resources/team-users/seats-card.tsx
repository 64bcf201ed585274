import { Alert } from 'antd';
import { EXTRA_SEAT_PRICE_USD, INCLUDED_SEATS, PLAN_PRICE_USD, TRIAL_DAYS } from '../../config';
import { extraSeats, type Seats } from './seats';
import styles from './team-users.module.css';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One box per seat: the included ones, the additional ones in use, and (with a limit) the rest. */
function SeatMeter({ seats }: { seats: Seats }) {
  const boxes = Math.max(INCLUDED_SEATS, seats.active, seats.limit ?? 0);
  const states = Array.from({ length: Math.min(boxes, 40) }, (_, i) => {
    if (i < seats.active) return i < INCLUDED_SEATS ? 'used' : 'extra';
    return i < INCLUDED_SEATS ? 'free' : 'free-extra';
  });
  return (
    <div
      className={styles.meter}
      role="meter"
      aria-label="Active seats"
      aria-valuemin={0}
      aria-valuemax={seats.limit ?? Math.max(INCLUDED_SEATS, seats.active)}
      aria-valuenow={seats.active}
      aria-valuetext={`${seats.active} active`}
    >
      {states.map((state, i) => (
        <span key={i} className={styles.segment} data-state={state} />
      ))}
    </div>
  );
}

/** Spec §9, told plainly: the seats in use against the included ones (and the limit), and the policy. */
export function SeatsCard({ seats }: { seats: Seats | null }) {
  const extra = seats ? extraSeats(seats) : 0;
  return (
    <section className={styles.card} aria-labelledby="team-seats">
      <h2 id="team-seats">Seats</h2>
      {seats ? (
        <>
          <div className={styles.meterHead}>
            <p className={styles.meterCount}>
              {seats.active} of {INCLUDED_SEATS} included seats in use
            </p>
            {extra > 0 && !seats.trialing && (
              <p className={styles.meterNote}>
                + {plural(extra, 'additional seat')} at ${EXTRA_SEAT_PRICE_USD}/month
              </p>
            )}
          </div>
          <SeatMeter seats={seats} />
          {seats.limit !== null && (
            <p className={styles.meterNote}>
              {seats.active} of {seats.limit} seats your organization may use.
            </p>
          )}
        </>
      ) : (
        <p className={styles.meterNote}>Counting seats…</p>
      )}
      <ul className={styles.policy}>
        <li>{`The plan is $${PLAN_PRICE_USD}/month and includes ${INCLUDED_SEATS} active seats; each additional seat is $${EXTRA_SEAT_PRICE_USD}/month.`}</li>
        <li>{`During the ${TRIAL_DAYS}-day trial, up to ${INCLUDED_SEATS} active seats are included.`}</li>
        <li>Only active members hold a seat: deactivate someone to free theirs.</li>
      </ul>
      {seats?.trialing && (
        <Alert
          type="info"
          showIcon
          message={`You are on the free trial. Adding a ${INCLUDED_SEATS + 1}th active seat ends the trial today and starts the paid month; you are asked first.`}
        />
      )}
    </section>
  );
}
