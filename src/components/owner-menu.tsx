import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';

type Props = { name: string; isOwner: boolean };

/** The user's first name; for the billing owner a menu to Billing and Team (closes on any outside click). */
export function OwnerMenu({ name, isOwner }: Props) {
  const navigate = useNavigate();
  if (!isOwner) return <span>{name}</span>;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: '/billing', label: 'Billing (Invoices & Plan)' },
          { key: '/team', label: 'Team & Profile' },
        ],
        onClick: ({ key }) => navigate(key),
      }}
    >
      <Button type="text" style={{ color: "inherit" }} aria-label={`${name}: account menu`}>
        {name} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
