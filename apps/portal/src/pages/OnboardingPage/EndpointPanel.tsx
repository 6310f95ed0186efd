import type { EndpointSection } from '@portal/api';
import { Accordion } from '@portal/ui';
import { useApi } from '../../api/useApi';
import { useApiMutation } from '../../api/useApiMutation';
import { DataPanel } from '../../kit';
import { MarkCompleteButton, ONBOARDING_ANCHORS, withEndpointPart, type OnboardingEditing } from '../../onboarding';
import { Anchor, ItemBody } from './OnboardingPage.styles';
import { CompletionText, Facts, listOrNone, yesNo } from './sectionParts';
import { OVERVIEW_READS, type OverviewData } from './useOverviewData';

type Part = 'epp_completed' | 'agent_completed';

/**
 * Endpoint Configuration (portal-onboarding §2.5): Endpoint Security Solutions and Endpoint Agent Settings, each with
 * its completion, the saved data and Mark Complete; the section is complete when both are (or there are no agents).
 */
export function EndpointPanel({ data, editing }: { data: OverviewData; editing: OnboardingEditing }) {
  const available = useApi('availableEndpoints', {});
  const save = useApiMutation('saveEndpoint', { invalidates: OVERVIEW_READS });
  const names = [...(available.data?.cloudEndpoints ?? []), ...(available.data?.onPremiseEndpoints ?? [])];
  const nameOf = (value: string) => names.find((option) => option.value === value)?.name ?? value;
  const toggle = (section: EndpointSection, part: Part) => (complete: boolean) =>
    save.run({ body: withEndpointPart(section, part, complete) });
  const markButton = (section: EndpointSection, part: Part) =>
    editing.canEdit && <MarkCompleteButton complete={section[part]} onChange={toggle(section, part)} />;

  return (
    <Anchor id={ONBOARDING_ANCHORS.endpoint}>
      <DataPanel title="Endpoint Configuration" query={data.endpoint} loading="Loading endpoint configuration...">
        {(section) => (
          <Accordion
            items={[
              {
                id: 'solutions',
                title: 'Endpoint Security Solutions',
                summary: <CompletionText complete={section.epp_completed} />,
                content: (
                  <ItemBody>
                    <Facts
                      label="Endpoint Security Solutions"
                      facts={[
                        [
                          'Cloud solutions',
                          section.no_cloud_epps ? 'None' : listOrNone(section.cloud_epps.map(nameOf)),
                        ],
                        [
                          'On-premises solutions',
                          section.no_on_prem_epps ? 'None' : listOrNone(section.on_prem_epps.map(nameOf)),
                        ],
                        ['Notes', section.notes === '' ? '---' : section.notes],
                      ]}
                    />
                    {markButton(section, 'epp_completed')}
                  </ItemBody>
                ),
              },
              {
                id: 'agents',
                title: 'Endpoint Agent Settings',
                summary: <CompletionText complete={section.agent_completed || section.no_agents} />,
                content: (
                  <ItemBody>
                    <Facts
                      label="Endpoint Agent Settings"
                      facts={[
                        ['No agents', yesNo(section.no_agents)],
                        ['Windows endpoints', section.windows_endpoints.toLocaleString('en-US')],
                        ['Mac endpoints', section.mac_endpoints.toLocaleString('en-US')],
                        ['Linux endpoints', section.linux_endpoints.toLocaleString('en-US')],
                        ['Sysmon installed', yesNo(section.sysmon_installed)],
                      ]}
                    />
                    {markButton(section, 'agent_completed')}
                  </ItemBody>
                ),
              },
            ]}
          />
        )}
      </DataPanel>
    </Anchor>
  );
}
