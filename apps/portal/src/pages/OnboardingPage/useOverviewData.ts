import type { ApiRequestError } from '@portal/api';
import { useSnapshot } from 'valtio';
import { useApi, type ApiQuery } from '../../api/useApi';
import {
  checklistSummary,
  ONBOARDING_OVERVIEW_READS,
  visibleSections,
  type ChecklistSummary,
  type VisibilityInput,
} from '../../onboarding';
import { session } from '../../state/session';

/** Every read of the overview; the overview's writes refetch them, so the checklist follows at once. */
export const OVERVIEW_READS = ONBOARDING_OVERVIEW_READS;

const NO_STATUS = {
  handoff_completed: false,
  can_edit_sections: true,
  tko_completed: false,
  partially_completed: false,
  ready_for_handover_or_acceptance: false,
};

/** Several queries read as one: data once all have it, the first error, a refresh that refetches them all. */
export interface CombinedQuery<T> extends ApiQuery<T> {
  settled: boolean;
}

export function combine<T>(queries: readonly ApiQuery<unknown>[], data: T | undefined): CombinedQuery<T> {
  const error: ApiRequestError | undefined = queries.find((query) => query.error !== undefined)?.error;
  const times = queries.map((query) => query.updatedAt);
  return {
    data,
    error,
    updatedAt: times.every((time) => time !== undefined) ? Math.min(...times) : undefined,
    isLoading: queries.some((query) => query.isLoading),
    isValidating: queries.some((query) => query.isValidating),
    settled: queries.every((query) => query.data !== undefined || query.error !== undefined),
    mutate: async () => {
      await Promise.all(queries.map((query) => query.mutate()));
      return data;
    },
  };
}

/** The overview's calls, the visibility of its sections and the checklist once every call has answered. */
export function useOverviewData() {
  const { user } = useSnapshot(session);
  const status = user?.customer?.onboarding_status ?? NO_STATUS;
  const products = useApi('products', {});
  const contacts = useApi('contacts', {});
  const sites = useApi('sitesV2', {});
  const cloud = useApi('cloud', {});
  const external = useApi('external', {});
  const endpoint = useApi('endpoint', {});

  const visibility: VisibilityInput = {
    services: products.data?.products.services,
    status,
    sites: sites.data,
    cloud: cloud.data,
    external: external.data,
    endpoint: endpoint.data,
  };
  const all = [products, contacts, sites, cloud, external, endpoint];
  let summary: ChecklistSummary | undefined;
  if (
    products.data !== undefined &&
    contacts.data !== undefined &&
    sites.data !== undefined &&
    cloud.data !== undefined &&
    external.data !== undefined &&
    endpoint.data !== undefined
  ) {
    summary = checklistSummary(visibility, {
      contacts: contacts.data,
      sites: sites.data,
      cloud: cloud.data,
      external: external.data,
      endpoint: endpoint.data,
      products: products.data.products,
    });
  }
  return {
    status,
    products,
    contacts,
    cloud,
    external,
    endpoint,
    visible: visibleSections(visibility),
    checklist: combine(all, summary),
  };
}
export type OverviewData = ReturnType<typeof useOverviewData>;
