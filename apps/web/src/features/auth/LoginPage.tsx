import { useEffect } from 'react';
import HomePage from '../home/HomePage';
import { openLogin, session } from '../../session/store';

/** /login: the home page with the login dialog open (or just the home page when logged in). */
export default function LoginPage() {
  useEffect(() => {
    if (!session.user) openLogin('qr');
  }, []);
  return <HomePage />;
}
