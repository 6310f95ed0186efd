/** Shared by the page's story files (no demo-API imports here: only stories and tests may import it). */
import type { User } from '@portal/api';
import { Route, Routes, useLocation } from 'react-router-dom';
import { screen, within } from 'storybook/test';
import { session, setUser } from '../../state/session';
import { StatusRegion } from '../../StatusRegion';
import { LogSearchPage, type LogSearchPageProps } from './LogSearchPage';

/** Fast polling, so a story's search or export runs its course in well under a second. */
export const FAST_POLL_MS = 60;
/** Polling that never comes within a story: the state stays as first read. */
export const NO_POLL_MS = 3_600_000;

/** A story's beforeEach: the signed-in persona changed (roles, flags or services). */
export const withUser = (change: (user: User) => User) => () => {
  const user = session.user;
  if (user) setUser(change(user));
};

/** The address the story's router is at, as a user would read it in the address bar. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The page at both of its routes, with the toasts and the address bar, as in the portal. */
export function PageAtRoutes(props: LogSearchPageProps) {
  return (
    <>
      <Routes>
        <Route path="/logsearch" element={<LogSearchPage {...props} />} />
        <Route path="/logsearch/search/:searchId" element={<LogSearchPage {...props} />} />
      </Routes>
      <AddressBar />
      <StatusRegion />
    </>
  );
}

/** The toast stack, found by what a user reads in it. */
export const toasts = () => within(screen.getByRole('region', { name: /notifications/i }));
