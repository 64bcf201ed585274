import { useCallback, useState } from 'react';
import { Modal } from 'antd';
import { roleWords, type Organization } from '../../api';
import { extraSeatCost, nextSeatIsBilled } from '../../components/seat-cost';
import { EXTRA_SEAT_PRICE_USD, INCLUDED_SEATS } from '../../config';
import styles from './users.module.css';

/** What the organizations list says of an organization's seats and plan. */
export type SeatOrg = Pick<Organization, 'name' | 'plan' | 'subscription_status' | 'active_users'>;

/** Organizations by id, from the organizations list (empty while it loads or when it failed). */
export type OrgFacts = ReadonlyMap<number, SeatOrg>;

const UNKNOWN_COST = `The organizations did not load, so the cost can’t be shown: on a paid plan that already uses ${INCLUDED_SEATS} or more seats, one more adds $${EXTRA_SEAT_PRICE_USD}/month.`;

/**
 * What one more active seat costs the organization, said before the call
 * (docs/decisions.md#money-needs-a-yes), or null when it costs nothing: a trial (a superadmin's
 * seat never ends it), comped access, a seat still among the included ones, no paid plan. An
 * organization the list does not hold may pay: the ask says the cost is unknown.
 */
export function seatCostOf(org: SeatOrg | undefined): string | null {
  if (!org || typeof org.active_users !== 'number') return UNKNOWN_COST;
  return nextSeatIsBilled(org.active_users, org.subscription_status, org.plan === 'Comped') ? extraSeatCost(org.active_users) : null;
}

/** What each role may do beyond the one below it (the roles build on each other: agent, admin, superadmin). */
const POWERS: Record<string, string> = {
  admin: 'Manage carriers on the Admin page: upload and delete their PDFs, set their logos, contact details and documents link.',
  superadmin:
    'Manage every organization and user: create and delete organizations and users, change roles, passwords and access, set seat limits, billing owners and comped access.',
};
const RANK = ['agent', 'admin', 'superadmin'];

/** What a role change grants (`gains`) or takes away: the powers between the two roles, or none for a role it does not know. */
export function roleChange(from: string, to: string): { gains: boolean; powers: string[] } {
  const a = RANK.indexOf(from);
  const b = RANK.indexOf(to);
  if (a < 0 || b < 0) return { gains: b > a, powers: [] };
  return { gains: b > a, powers: RANK.slice(Math.min(a, b) + 1, Math.max(a, b) + 1).map((r) => POWERS[r] ?? r) };
}

/** The role question's body: what `name` will (or will no longer) be able to do, one power a line. */
function RoleChangeText({ name, from, to }: { name: string; from: string; to: string }) {
  const { gains, powers } = roleChange(from, to);
  if (!powers.length) return <p>{`${name}’s role changes from ${roleWords(from)} to ${roleWords(to)}.`}</p>;
  return (
    <>
      <p>
        <bdi>{name}</bdi> {gains ? 'will be able to:' : 'will no longer be able to:'}
      </p>
      <ul className={styles.powers}>
        {powers.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The questions All Users and its dialogs ask before a call: a paid seat (with its cost) and a
 * role change (what it grants or takes away). Each resolves true when the superadmin goes ahead;
 * Cancel sends nothing. The functions are stable, so memoized rows stay memoized.
 */
export function useUserAsks() {
  const [modal, contextHolder] = Modal.useModal();
  // A seat question is open: the form behind it is waiting for an answer, not for the server.
  const [asking, setAsking] = useState(false);

  /** Asks before one more active seat in `org` when it is billed; true at once when it is not. `okText` goes ahead ("Create user"). */
  const confirmSeat = useCallback(
    async (org: SeatOrg | undefined, okText: string): Promise<boolean> => {
      const cost = seatCostOf(org);
      if (cost === null) return true;
      setAsking(true);
      const yes = await modal.confirm({
        title: org ? (
          <>
            Add a paid seat to <bdi>{org.name}</bdi>?
          </>
        ) : (
          'Add a seat that may be paid?'
        ),
        content: (
          <>
            <p>{cost}</p>
            {org && (
              <p>
                Nothing is charged now: the seat joins <bdi>{org.name}</bdi>’s subscription and is billed from its next monthly invoice.
              </p>
            )}
          </>
        ),
        okText,
        cancelText: 'Cancel',
        width: 460,
      });
      setAsking(false);
      return yes;
    },
    [modal],
  );

  /** Asks before a role change, above all to or from superadmin. */
  const confirmRole = useCallback(
    async (name: string, from: string, to: string): Promise<boolean> => {
      const role = roleWords(to).toLowerCase();
      return modal.confirm({
        title: (
          <>
            Make <bdi>{name}</bdi> {/^[aeiou]/.test(role) ? 'an' : 'a'} {role}?
          </>
        ),
        content: <RoleChangeText name={name} from={from} to={to} />,
        okText: `Make ${role}`,
        okButtonProps: { danger: from === 'superadmin' || to === 'superadmin' },
        cancelText: 'Cancel',
        width: 460,
      });
    },
    [modal],
  );

  return { confirmSeat, confirmRole, asking, contextHolder };
}

export type UserAsks = Omit<ReturnType<typeof useUserAsks>, 'contextHolder'>;
