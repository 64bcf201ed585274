import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export default function ResetPasswordPage() {
  return (
    <PlaceholderPage title="Reset password" signedIn={false}>
      <Link to="/login">Back to login</Link>
    </PlaceholderPage>
  );
}
