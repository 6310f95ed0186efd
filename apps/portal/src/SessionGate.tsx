import { userInfoError } from '@portal/api';
import { Spinner } from '@portal/ui';
import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useUserInfo } from './api/hooks';
import { LoginPage } from './pages/LoginPage';
import { logout, session, setUser } from './state/session';

export interface SessionGateProps {
  children: ReactNode;
  /** What to show while signed out (the sign-in page by default). */
  login?: ReactNode;
}

/** Signed out → the sign-in page; signed in → the user is loaded before the app (the shell asks about impersonation). */
export function SessionGate({ children, login = <LoginPage /> }: SessionGateProps) {
  const { primaryToken, user } = useSnapshot(session);
  const { data, error } = useUserInfo();

  useEffect(() => {
    if (!data) return;
    setUser(data.user);
  }, [data]);

  // Reconnecting failed: log out (portal-core §8). Once signed in, a failed refresh shows in place instead.
  useEffect(() => {
    if (!error || error.status === 401 || session.user !== null) return;
    const failure = userInfoError(error);
    logout(failure.message, failure.colour);
  }, [error]);

  if (primaryToken === null) return <>{login}</>;
  if (user === null) return <Spinner label="Loading your portal..." showLabel />;
  return <>{children}</>;
}
