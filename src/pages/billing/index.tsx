import { PlaceholderPage } from '../../components/placeholder-page';

export default function BillingPage() {
  return <PlaceholderPage title="Billing" />;
}
