import { PlaceholderPage } from '../../components/placeholder-page';

export default function LibraryPage() {
  return <PlaceholderPage title="Library" />;
}
