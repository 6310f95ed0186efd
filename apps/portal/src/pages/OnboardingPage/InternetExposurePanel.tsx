import type { ExternalSection } from '@portal/api';
import { Accordion, Banner } from '@portal/ui';
import { useSnapshot } from 'valtio';
import { useApiMutation } from '../../api/useApiMutation';
import { DataPanel } from '../../kit';
import {
  externalReady,
  MarkCompleteButton,
  ONBOARDING_ANCHORS,
  productFlags,
  type OnboardingEditing,
} from '../../onboarding';
import { session } from '../../state/session';
import { Anchor, ItemBody, ResultList } from './OnboardingPage.styles';
import { CompletionText, Facts, listOrNone, yesNo } from './sectionParts';
import { OVERVIEW_READS, type OverviewData } from './useOverviewData';

/** The invalid targets of the last save, in the warning box of the error catalogue (portal-onboarding §8). */
function InvalidTargets({ targets }: { targets: ExternalSection['invalid_targets'] }) {
  const ips = targets.filter((target) => target.type === 'ip');
  const hosts = targets.filter((target) => target.type === 'host');
  if (targets.length === 0) return null;
  const list = (lead: string, items: typeof targets) =>
    items.length > 0 && (
      <>
        <p>{lead}</p>
        <ResultList>
          {items.map((target) => (
            <li key={target.target}>{`${target.target}: ${target.reason}`}</li>
          ))}
        </ResultList>
      </>
    );
  return (
    <Banner intent="warning" title="Error">
      {list('The following IP addresses do not resolve:', ips)}
      {list('The following domains do not resolve:', hosts)}
    </Banner>
  );
}

/**
 * Internet Exposure (portal-onboarding §2.5): External Scan Hosts and Vulnerability Scan Configuration with the saved
 * data; the section's Mark Complete follows the §4 completion rule.
 */
export function InternetExposurePanel({ data, editing }: { data: OverviewData; editing: OnboardingEditing }) {
  const { user } = useSnapshot(session);
  const save = useApiMutation('saveExternal', { invalidates: OVERVIEW_READS });
  const services = data.products.data?.products.services ?? [];
  const readiness = {
    addOnOnly: productFlags(services).addOnOnly,
    awareness: services.includes('awareness') || services.includes('awarenessPlus'),
    ownershipFeature: user?.feature_flags.includes('dns_ownership_confirmation') ?? false,
  };
  return (
    <Anchor id={ONBOARDING_ANCHORS.external}>
      <DataPanel title="Internet Exposure" query={data.external} loading="Loading internet exposure...">
        {(section) => (
          <ItemBody>
            <Accordion
              items={[
                {
                  id: 'hosts',
                  title: 'External Scan Hosts',
                  summary: <CompletionText complete={section.completed} />,
                  content: (
                    <ItemBody>
                      <InvalidTargets targets={section.invalid_targets} />
                      <Facts
                        label="External Scan Hosts"
                        facts={[
                          ['No external hosts', yesNo(section.no_external_hosts)],
                          ['IP addresses', listOrNone(section.external_scan_info.addresses)],
                          ['DNS domains', listOrNone(section.external_scan_info.dns)],
                          ['Domain ownership confirmed', yesNo(section.domain_ownership_confirmed)],
                        ]}
                      />
                    </ItemBody>
                  ),
                },
                {
                  id: 'scan',
                  title: 'Vulnerability Scan Configuration',
                  summary: <CompletionText complete={section.completed} />,
                  content: (
                    <Facts
                      label="Vulnerability Scan Configuration"
                      facts={[
                        ['External scan acknowledged', yesNo(section.external_scan_allowed)],
                        ['Outbound traffic allowed', yesNo(section.outbound_allowed)],
                        ['SSL inspection disabled', yesNo(section.ssl_disabled)],
                      ]}
                    />
                  ),
                },
              ]}
            />
            {editing.canEdit && (
              <MarkCompleteButton
                complete={section.completed}
                disabled={!section.completed && !externalReady(section, readiness)}
                onChange={(completed) => save.run({ body: { ...section, completed } })}
              />
            )}
          </ItemBody>
        )}
      </DataPanel>
    </Anchor>
  );
}
