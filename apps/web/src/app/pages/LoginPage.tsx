import Login from '../../features/auth/LoginPage';
import HomePage from './HomePage';

/** /login: the home page with the login dialog open (or just the home page when logged in). */
export default function LoginPage() {
  return (
    <Login>
      <HomePage />
    </Login>
  );
}
