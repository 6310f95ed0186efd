import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AppErrorPage } from '../shell/AppErrorPage';
import { AppShell } from '../shell/AppShell';
import {
  Allow,
  RequireAdType,
  RequireCustomer,
  RequireEditableOnboarding,
  RequireOnboardingUuid,
  RequireShareContent,
  RequireUuid,
} from './guards';
import { ROUTES, type RouteEntry, type RouteGuard } from './registry';

export const DOCUMENT_TITLE_SUFFIX = 'Portal';

function guarded(guard: RouteGuard | undefined, page: ReactElement): ReactElement {
  switch (guard) {
    case 'uuid':
      return <RequireUuid param="uuid">{page}</RequireUuid>;
    case 'searchId':
      return <RequireUuid param="searchId">{page}</RequireUuid>;
    case 'adType':
      return <RequireAdType>{page}</RequireAdType>;
    case 'editableOnboarding':
      return <RequireEditableOnboarding>{page}</RequireEditableOnboarding>;
    case 'editableOnboardingUuid':
      return (
        <RequireEditableOnboarding>
          <RequireOnboardingUuid>{page}</RequireOnboardingUuid>
        </RequireEditableOnboarding>
      );
    case 'shareContent':
      return <RequireShareContent>{page}</RequireShareContent>;
    case undefined:
      return page;
  }
}

/**
 * One registry entry as a route: its rule, then (unless it works without one) a customer, then its parameter guard,
 * then the page with the document title.
 */
export function routeObject(entry: RouteEntry): RouteObject {
  const page = guarded(
    entry.guard,
    <>
      {entry.title !== undefined && <title>{`${entry.title} · ${DOCUMENT_TITLE_SUFFIX}`}</title>}
      {entry.page}
    </>,
  );
  return {
    path: entry.path,
    element: (
      <Allow rule={entry.rule}>{entry.withoutCustomer ? page : <RequireCustomer>{page}</RequireCustomer>}</Allow>
    ),
  };
}

/** The router's table: every registry entry inside the shell, and the not-found page for anything else. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <AppErrorPage />,
    children: [...ROUTES.map(routeObject), { path: '*', element: <NotFoundPage /> }],
  },
];
