import { useNavigate } from 'react-router';
import { greetingName } from './display';
import { MenuButton } from './menu-button';
import { useCurrentUser } from './use-current-user';

/**
 * The signed-in user's first name; for the billing owner a menu to Billing and Team (closes on
 * any outside click). Nothing until the me call has answered.
 */
export function OwnerMenu() {
  const navigate = useNavigate();
  const { user, isOwner } = useCurrentUser();
  if (!user) return null;
  const name = greetingName(user, isOwner);
  if (!isOwner) return <span>{name}</span>;
  return (
    <MenuButton
      label={`${name}: account menu`}
      items={[
        { key: '/billing', label: 'Billing (Invoices & Plan)' },
        { key: '/team', label: 'Team & Profile' },
      ]}
      onSelect={(key) => navigate(key)}
    >
      {name}
    </MenuButton>
  );
}
