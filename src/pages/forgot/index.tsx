import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function ForgotPage() {
  return (
    <PlaceholderPage title="Forgot password" signedIn={false}>
      <Link to="/login">Back to login</Link>
    </PlaceholderPage>
  );
}
