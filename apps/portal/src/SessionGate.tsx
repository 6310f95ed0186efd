import { isTimeoutError, userInfoError } from '@portal/api';
import { Button, ErrorPanel, Spinner } from '@portal/ui';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useUserInfo } from './api/hooks';
import { LoginPage } from './pages/LoginPage';
import { logout, session, setUser } from './state/session';

export interface SessionGateProps {
  children: ReactNode;
  /** What to show while signed out (the sign-in page by default). */
  login?: ReactNode;
  /**
   * How long reconnecting (loading the user after a reload) waits for the API before offering Retry and Log out, in
   * milliseconds; the client's call timeout by default.
   */
  reconnectTimeoutMs?: number;
}

const ReconnectFailed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: 40rem;
  margin: ${({ theme }) => theme.spacing(6)} auto;
  padding: ${({ theme }) => theme.spacing(0, 3)};
`;

/** Signed out → the sign-in page; signed in → the user is loaded before the app (the shell asks about impersonation). */
export function SessionGate({ children, login = <LoginPage />, reconnectTimeoutMs }: SessionGateProps) {
  const { primaryToken, user: currentUser } = useSnapshot(session);
  // The app's first render once the user is in is its longest; from a deferred value, React renders it in slices that
  // yield to the browser (the session store's update itself renders synchronously). Signing out is never deferred.
  const deferredUser = useDeferredValue(currentUser);
  const user = currentUser === null ? null : deferredUser;
  const { data, error, isValidating, mutate } = useUserInfo(reconnectTimeoutMs);

  useEffect(() => {
    if (!data) return;
    // An impersonation link is not applied here: the shell's ImpersonationConfirm asks first (README, decisions).
    setUser(data.user);
  }, [data]);

  // Reconnecting failed: log out (portal-core §8). Once signed in, a failed refresh shows in place instead. An API
  // that timed out gets the choice of Retry or Log out instead of an immediate logout.
  useEffect(() => {
    if (!error || error.status === 401 || isTimeoutError(error) || session.user !== null) return;
    const failure = userInfoError(error);
    logout(failure.message, failure.colour);
  }, [error]);

  if (primaryToken === null) return <>{login}</>;
  if (user === null && error && isTimeoutError(error)) {
    return (
      <ReconnectFailed>
        <ErrorPanel
          title="Reconnecting to the portal"
          message={error.message}
          status={error.status}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
        <Button onClick={() => logout()}>Log out</Button>
      </ReconnectFailed>
    );
  }
  if (user === null) return <Spinner label="Loading your portal..." showLabel />;
  return <>{children}</>;
}
