import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function RegisterPage() {
  return (
    <PlaceholderPage title="Register" signedIn={false}>
      <Link to="/login">Back to login</Link>
    </PlaceholderPage>
  );
}
