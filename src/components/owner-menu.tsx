import { useNavigate } from 'react-router';
import { getDemoAccounts, resetDemoData } from '../mock-mode';
import { greetingName } from './display';
import { MenuButton } from './menu-button';
import { useCurrentUser } from './use-current-user';

const RESET = 'reset-demo-data';
const UPDATE_PAYMENT = 'update-payment';

/**
 * The signed-in user's first name; for the billing owner a menu to Billing and Team (docs/product.md#2-screens;
 * closes on any outside click), led by "Update payment" when payment is past due (docs/decisions.md#trial-button-and-billing-cta:
 * fixed on /billing, never by a new trial). With the embedded mock backend running, the menu also
 * offers "Reset demo data" (back to the seed). Nothing until the me call has answered.
 */
export function OwnerMenu() {
  const navigate = useNavigate();
  const { user, isOwner } = useCurrentUser();
  if (!user) return null;
  const name = greetingName(user, isOwner);
  const items = isOwner
    ? [
        ...(user.subscription_status === 'past_due' ? [{ key: UPDATE_PAYMENT, label: 'Update payment' }] : []),
        { key: '/billing', label: 'Billing (Invoices & Plan)' },
        { key: '/team', label: 'Team & Profile' },
      ]
    : [];
  if (getDemoAccounts().length) items.push({ key: RESET, label: 'Reset demo data' });
  if (!items.length) return <bdi>{name}</bdi>;
  return (
    <MenuButton label={`${name}: account menu`} items={items} onSelect={(key) => (key === RESET ? resetDemoData() : navigate(key === UPDATE_PAYMENT ? '/billing' : key))}>
      <bdi>{name}</bdi>
    </MenuButton>
  );
}
