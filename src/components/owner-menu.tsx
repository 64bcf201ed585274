import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getDemoAccounts } from '../mock-mode';
import { ConfirmResetDemo } from './confirm-reset-demo';
import { greetingName } from './display';
import { MenuButton } from './menu-button';
import { standingOf } from './standing';
import { useCurrentUser } from './use-current-user';

const RESET = 'reset-demo-data';
const STEP = 'billing-step';

/**
 * The signed-in user's first name; for the billing owner a menu to Billing and Team
 * (docs/product.md#2-screens; closes on any outside click), led by the urgent billing step ("Update
 * payment" when payment is past due: fixed on /billing, never by a new trial;
 * docs/decisions.md#trial-button-and-billing-cta). With the embedded mock backend running, the
 * menu also offers "Reset demo data" (back to the seed), which asks first. Nothing until the me
 * call has answered.
 */
export function OwnerMenu() {
  const navigate = useNavigate();
  const { user, isOwner } = useCurrentUser();
  const [confirmReset, setConfirmReset] = useState(false);
  if (!user) return null;
  const name = greetingName(user, isOwner);
  const standing = standingOf({ status: user.subscription_status });
  const urgent = standing.tone === 'bad' ? standing.ownerStep : null;
  const items = isOwner
    ? [
        ...(urgent ? [{ key: STEP, label: urgent }] : []),
        { key: '/billing', label: 'Billing (Invoices & Plan)' },
        { key: '/team', label: 'Team & Profile' },
      ]
    : [];
  if (getDemoAccounts().length) items.push({ key: RESET, label: 'Reset demo data' });
  if (!items.length) return <bdi>{name}</bdi>;
  const onSelect = (key: string) => {
    if (key === RESET) setConfirmReset(true);
    else navigate(key === STEP ? '/billing' : key);
  };
  return (
    <>
      <MenuButton label={`${name}: account menu`} items={items} onSelect={onSelect}>
        <bdi>{name}</bdi>
      </MenuButton>
      <ConfirmResetDemo open={confirmReset} onClose={() => setConfirmReset(false)} />
    </>
  );
}
