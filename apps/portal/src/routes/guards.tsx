import { AD_EVENT_TYPES, UUID_PATTERN } from '@portal/api';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { NoCustomerPage } from '../pages/NoCustomerPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { allows, type AccessRule } from '../permissions/access';
import { onboardingReadOnlyReason } from '../permissions/rules';
import { logout, session } from '../state/session';
import { defaultRoute } from '../routing/landing';
import { PATHS } from '../routing/paths';

/** Renders its children when the signed-in user passes the rule, the forbidden page otherwise. */
export function Allow({ rule, children }: { rule: AccessRule | undefined; children: ReactNode }) {
  const { user } = useSnapshot(session);
  return allows(user, rule) ? <>{children}</> : <ForbiddenPage />;
}

/** Renders a page of customer data only while the session has a customer; NoCustomerPage otherwise. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { customer } = useSnapshot(session);
  return customer ? <>{children}</> : <NoCustomerPage />;
}

/** Id-shaped route parameters must be lowercase hexadecimal UUIDs; anything else is not found. */
export function RequireUuid({ param, children }: { param: string; children: ReactNode }) {
  const value = useParams()[param] ?? '';
  return UUID_PATTERN.test(value) ? <>{children}</> : <NotFoundPage />;
}

/** /data/ad/:type accepts the four AD event types only. */
export function RequireAdType({ children }: { children: ReactNode }) {
  const type = useParams().type ?? '';
  return (AD_EVENT_TYPES as readonly string[]).includes(type) ? <>{children}</> : <NotFoundPage />;
}

/** A redirect that keeps the query string (the data explorer's filters and the risk id survive /data → its first tab). */
export function KeepQueryRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/**
 * Onboarding sub-routes (the add and edit forms) exist only for a user who may edit the onboarding sections: the
 * edit-onboarding role, and the customer's sections not locked (allowed when the flag is absent).
 */
export function RequireEditableOnboarding({ children }: { children: ReactNode }) {
  const { user } = useSnapshot(session);
  return onboardingReadOnlyReason(user) === null ? <>{children}</> : <Navigate to={PATHS.onboarding} replace />;
}

/**
 * An onboarding edit form's `{uuid}` (portal-onboarding §2.1): an onboarding sub-path that is not a route — a bad uuid
 * included — returns to the overview rather than showing not found.
 */
export function RequireOnboardingUuid({ children }: { children: ReactNode }) {
  const value = useParams().uuid ?? '';
  return UUID_PATTERN.test(value) ? <>{children}</> : <Navigate to={PATHS.onboarding} replace />;
}

/** What /contact/share shares: a link or a subject, given in the navigation state or the query. */
function hasShareContent(state: unknown, search: string): boolean {
  const query = new URLSearchParams(search);
  if (query.has('link') || query.has('subject')) return true;
  return typeof state === 'object' && state !== null && ('link' in state || 'subject' in state);
}

/** /contact/share without a link or a subject has nothing to share: it goes to /contact (portal-core §2). */
export function RequireShareContent({ children }: { children: ReactNode }) {
  const location = useLocation();
  const state: unknown = location.state;
  return hasShareContent(state, location.search) ? <>{children}</> : <Navigate to={PATHS.contact} replace />;
}

/** The start page of the signed-in user. */
export function LandingRedirect() {
  const { user } = useSnapshot(session);
  return user ? <Navigate to={defaultRoute(user)} replace /> : null;
}

export function LogoutRoute() {
  useEffect(() => logout(), []);
  return null;
}
