import { PlaceholderPage } from '../../components/placeholder-page';

export default function AgentPage() {
  return <PlaceholderPage title="Underwriter Assistant" />;
}
