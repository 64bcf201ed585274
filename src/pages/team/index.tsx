import { PlaceholderPage } from '../../components/placeholder-page';

export default function TeamPage() {
  return <PlaceholderPage title="Team & Profile" />;
}
