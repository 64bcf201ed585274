import { PlaceholderPage } from '../../components/placeholder-page';

export default function SuperadminPage() {
  return <PlaceholderPage title="Superadmin" />;
}
