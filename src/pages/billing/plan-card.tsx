import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Tag } from 'antd';
import { errorText, isApiError } from '../../api';
import { formatDate, formatMoney } from '../../components/format';
import type { Standing } from '../../components/standing';
import { INCLUDED_SEATS } from '../../config';
import { BILLING_FAILED } from '../../resources/invoices';
import type { PlanView } from './plan-view';
import styles from './billing.module.css';

/** The subscription status as a tag in words (an unknown one as it is); a cancel at period end says when access ends. */
function StatusTag({ standing }: { standing: Standing }) {
  if (!standing.tag) return null;
  return <Tag color={standing.tag.color}>{standing.tag.text}</Tag>;
}

const seatsText = (n: number) => `${n} active ${n === 1 ? 'seat' : 'seats'}`;

function PriceBreakdown({ price, trialing }: { price: NonNullable<PlanView['price']>; trialing: boolean }) {
  return (
    <table className={styles.breakdown} aria-label="Monthly price">
      <tbody>
        <tr>
          <th scope="row">Pro plan, up to {price.includedSeats} seats</th>
          <td>{formatMoney(price.base)}</td>
        </tr>
        {price.extraSeats > 0 && (
          <tr>
            <th scope="row">
              {price.extraSeats} additional {price.extraSeats === 1 ? 'seat' : 'seats'} × {formatMoney(price.extraSeatAmount)}
            </th>
            <td>{formatMoney(price.extraAmount)}</td>
          </tr>
        )}
        <tr className={styles.total}>
          <th scope="row">{trialing ? 'Per month after the trial' : 'Total per month'}</th>
          <td>{formatMoney(price.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The dates that matter now: the trial's end and days left, access until, or the next renewal. */
function PeriodFact({ view }: { view: PlanView }) {
  const date = formatDate(view.periodEnd);
  if (!view.periodEnd || !date) return null;
  let term = 'Next renewal';
  let text = date;
  const left = view.standing.trialDaysLeft;
  if (view.cancelAtPeriodEnd) term = 'Access until';
  else if (view.status === 'trialing' && left !== null) {
    term = 'Trial ends';
    text = `${date} (${left} ${left === 1 ? 'day' : 'days'} left)`;
  } else if (view.status === 'canceled') term = 'Ended';
  else if (view.status !== 'active' && view.status !== 'past_due') term = 'Current period ends';
  return (
    <div>
      <dt>{term}</dt>
      <dd>{text}</dd>
    </div>
  );
}

function PlanSummary({ view }: { view: PlanView }) {
  return (
    <>
      <div className={styles.planTop}>
        <div className={styles.planName}>
          <bdi>{view.label ?? 'Subscription'}</bdi>
          <StatusTag standing={view.standing} />
        </div>
        {view.price && (
          <div className={styles.price}>
            <strong>{formatMoney(view.price.total)}</strong>{' '}
            <span>{view.status === 'trialing' ? 'per month after the trial' : 'per month'}</span>
          </div>
        )}
      </div>
      {view.comped && <p className={styles.note}>Your organization has complimentary access: there is nothing to pay.</p>}
      {view.cancelAtPeriodEnd && view.periodEnd && (
        <p className={styles.note}>
          Your subscription is canceled and ends on {formatDate(view.periodEnd)}. Resume it to keep access after that date.
        </p>
      )}
      {view.price && <PriceBreakdown price={view.price} trialing={view.status === 'trialing'} />}
      <dl className={styles.facts}>
        {view.seats !== null && (
          <div>
            <dt>Seats</dt>
            <dd>
              {seatsText(view.seats)}
              {!view.comped && ` (${INCLUDED_SEATS} included)`}
            </dd>
          </div>
        )}
        <PeriodFact view={view} />
      </dl>
    </>
  );
}

type Props = {
  view: PlanView;
  loading: boolean;
  /** The first of the billing calls that failed, if one did. */
  error: unknown;
  onRetry: () => void;
  actions: ReactNode;
};

/** docs/product.md#2-screens, Billing: plan, status, seats and price, the dates, and the owner's actions. */
export function PlanCard({ view, loading, error, onRetry, actions }: Props) {
  const detail = isApiError(error) && error.status !== 200 ? errorText(error, '') : '';
  return (
    <section className={styles.card} aria-labelledby="billing-plan" aria-busy={loading}>
      <h2 id="billing-plan" className={styles.cardTitle}>
        Plan
      </h2>
      {loading ? (
        <div className={styles.skeleton} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ) : (
        <>
          {!!error && (
            <div role="alert" className={styles.loadError}>
              <span>
                <strong>{BILLING_FAILED}</strong>
                {detail && ` ${detail}`}
              </span>
              <Button size="small" onClick={onRetry}>
                Retry
              </Button>
            </div>
          )}
          {view.subscribed ? (
            <PlanSummary view={view} />
          ) : (
            !error && (
              <p className={styles.note}>
                Your organization has no subscription yet. <Link to="/home">Start your 7 day free trial</Link> from the Home page.
              </p>
            )
          )}
          {actions}
        </>
      )}
    </section>
  );
}
