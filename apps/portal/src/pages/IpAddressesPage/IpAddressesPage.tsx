import type { ApiRequestError } from '@portal/api';
import { useEffect } from 'react';
import { useApi, type ApiQuery } from '../../api/useApi';
import { DataPanel, PageFrame } from '../../kit';
import { showStatus } from '../../state/appStore';
import { IpListSection } from './IpListSection';
import { outboundIpLists } from './ipLists';
import { Lists } from './IpAddressesPage.styles';

export const OUTBOUND_UNAVAILABLE = 'The outbound IP addresses could not be loaded.';
export const PARTNER_UNAVAILABLE = 'The partner IP addresses could not be loaded.';

/** A failed fetch is also said globally (portal-onboarding §8): a toast with the error's message and colour. */
function useGlobalFailure(error: ApiRequestError | undefined) {
  useEffect(() => {
    if (error !== undefined && error.status !== 401) showStatus(error.message, error.colour);
  }, [error]);
}

/**
 * IP addresses (/whitelistable-ips, user menu; portal-onboarding §3, §7.5): the outbound lists for the customer's
 * pod and the partner addresses (that call is sent without the secondary token), each list with Copy.
 */
export function IpAddressesPage() {
  const pod = useApi('pod', {});
  const args = pod.data === undefined ? null : { query: { pod: pod.data.properties.pod } };
  const outbound = useApi('outboundIps', args);
  const partner = useApi('partnerIps', args);
  useGlobalFailure(pod.error ?? outbound.error);
  useGlobalFailure(partner.error);

  // Both lists wait for the pod: its failure is theirs, and Retry asks for the pod again.
  const waitingOnPod = <T,>(query: ApiQuery<T>): ApiQuery<T> => ({
    ...query,
    error: pod.error ?? query.error,
    mutate: async () => {
      if (pod.data === undefined) await pod.mutate();
      return query.mutate();
    },
  });

  return (
    <PageFrame
      title="IP Addresses"
      description="Allow these addresses through your firewalls so our services can reach your systems."
    >
      <DataPanel
        title="Outbound IP Addresses"
        query={waitingOnPod(outbound)}
        loading="Loading IP addresses..."
        errorMessage={() => OUTBOUND_UNAVAILABLE}
      >
        {(data) => (
          <Lists>
            {outboundIpLists(data).map((list) => (
              <IpListSection key={list.id} list={list} />
            ))}
          </Lists>
        )}
      </DataPanel>
      <DataPanel
        title="Partner IP Addresses"
        query={waitingOnPod(partner)}
        loading="Loading partner IP addresses..."
        errorMessage={() => PARTNER_UNAVAILABLE}
      >
        {(data) => <IpListSection list={{ id: 'partner', title: 'Partner', ips: data.ips }} />}
      </DataPanel>
    </PageFrame>
  );
}
