import { type ReactNode, useEffect } from 'react';
import { openLogin, session } from '../../session/store';

/** /login: the page under it (the app passes the home page) with the login dialog open, unless logged in. */
export default function LoginPage({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!session.user) openLogin('qr');
  }, []);
  return <>{children}</>;
}
