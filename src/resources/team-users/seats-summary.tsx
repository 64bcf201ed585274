import { Alert, Progress, theme } from 'antd';
import { EXTRA_SEAT_PRICE_USD, INCLUDED_SEATS, PLAN_PRICE_USD, TRIAL_DAYS } from '../../config';
import { extraSeats, isTrial, type Seats } from './seats';
import styles from './team-users.module.css';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * antd's Progress line against the larger of the included seats and the organization's limit: the
 * included seats in use in the primary colour, the additional ones after them in the darker one.
 * The meter's numbers are its own.
 */
function SeatMeter({ seats }: { seats: Seats }) {
  const { token } = theme.useToken();
  const scale = Math.max(INCLUDED_SEATS, seats.active, seats.limit ?? 0);
  const share = (n: number) => (n / scale) * 100;
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
      <Progress
        aria-hidden="true"
        percent={share(seats.active)}
        success={{ percent: share(Math.min(seats.active, INCLUDED_SEATS)), strokeColor: token.colorPrimary }}
        strokeColor={token.colorPrimaryActive}
        showInfo={false}
        size={{ height: 8 }}
      />
    </div>
  );
}

/**
 * docs/product.md#9-constants, told plainly beside the members: the active seats against the 4 included (and the
 * organization's limit when it has one), what an additional seat costs, and the trial's rule.
 */
export function SeatsSummary({ seats }: { seats: Seats | null }) {
  const extra = seats ? extraSeats(seats) : 0;
  return (
    <div className={styles.seats} role="group" aria-labelledby="team-seats">
      <div className={styles.seatsHead}>
        <h3 id="team-seats" className={styles.seatsCount}>
          {seats ? `${seats.active} of ${INCLUDED_SEATS} included seats in use` : 'Seats'}
        </h3>
        {seats && extra > 0 && !isTrial(seats) && !seats.comped && (
          <span className={styles.seatsNote}>
            + {plural(extra, 'additional seat')} at ${EXTRA_SEAT_PRICE_USD}/month each
          </span>
        )}
        {seats?.limit !== null && seats?.limit !== undefined && (
          <span className={styles.seatsNote}>
            {seats.active} of {seats.limit} seats your organization may use
          </span>
        )}
      </div>
      {seats ? <SeatMeter seats={seats} /> : <p className={styles.seatsNote}>Counting seats…</p>}
      {/* Complimentary access pays nothing: the plan's prices would only mislead. */}
      <p className={styles.policy}>
        {seats?.comped
          ? 'Your organization has complimentary access: no seat is billed. '
          : `The plan is $${PLAN_PRICE_USD}/month and includes ${INCLUDED_SEATS} active seats; each additional seat is $${EXTRA_SEAT_PRICE_USD}/month. During the ${TRIAL_DAYS}-day trial, up to ${INCLUDED_SEATS} active seats are included. `}
        Only active members hold a seat.
      </p>
      {seats && isTrial(seats) && (
        <Alert
          type="info"
          role="note"
          showIcon
          message={`You are on the free trial. A ${INCLUDED_SEATS + 1}th active seat ends the trial today and starts the paid month; you are asked first.`}
        />
      )}
    </div>
  );
}
