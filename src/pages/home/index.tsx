import { PlaceholderPage } from '../../components/placeholder-page';

export default function HomePage() {
  return <PlaceholderPage title="Home" />;
}
