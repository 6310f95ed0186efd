import type { EndpointSection } from '@portal/api';
import { Accordion, Badge } from '@portal/ui';
import { useApi } from '../../api/useApi';
import { useApiMutation } from '../../api/useApiMutation';
import { AsyncContent } from '../../kit';
import { MarkCompleteButton } from '../completion';
import { withEndpointPart } from '../overview/sectionReadiness';
import { useImmediateSave } from '../virtual/useImmediateSave';
import { agentsReady, solutionsReady } from './endpointRules';
import { AgentsForm, NotesForm, SolutionsForm } from './EndpointForms';
import { ItemBody, MarkRow } from './EndpointConfiguration.styles';

type Part = 'epp_completed' | 'agent_completed';

function CompletionBadge({ complete }: { complete: boolean }) {
  return <Badge intent={complete ? 'success' : 'warning'}>{complete ? 'Complete' : 'Incomplete'}</Badge>;
}

/**
 * Endpoint Configuration (portal-onboarding §2.5, §4): Endpoint Security Solutions (with the notes) and Endpoint
 * Agent Settings, each change saved at once, each part with its Mark Complete; the section is complete when the
 * solutions are and the agent settings are (or no agents). Without the edit right the fields are disabled and there
 * is no Mark Complete.
 */
export function EndpointConfiguration({ section, canEdit }: { section: EndpointSection; canEdit: boolean }) {
  const available = useApi('availableEndpoints', {});
  const save = useApiMutation('saveEndpoint', { invalidates: ['endpoint'] });
  const { section: shown, apply } = useImmediateSave(section, (body) => save.run({ body }));
  const onApply = (next: EndpointSection) => void apply(next);

  const markButton = (part: Part, ready: boolean) =>
    canEdit && (
      <MarkRow>
        <MarkCompleteButton
          complete={shown[part]}
          // 'No agents' completes the agent settings by itself: unticking it is how they become incomplete.
          disabled={(part === 'agent_completed' && shown.no_agents) || (!shown[part] && !ready)}
          onChange={(complete) => apply(withEndpointPart(shown, part, complete))}
        />
      </MarkRow>
    );

  return (
    <Accordion
      mountContent="whenOpened"
      items={[
        {
          id: 'solutions',
          title: 'Endpoint Security Solutions',
          summary: <CompletionBadge complete={shown.epp_completed} />,
          content: (
            <ItemBody>
              <AsyncContent query={available} loading="Loading endpoint security solutions...">
                {(choices) => <SolutionsForm section={shown} onApply={onApply} canEdit={canEdit} available={choices} />}
              </AsyncContent>
              <NotesForm section={shown} savedNotes={section.notes} onApply={onApply} canEdit={canEdit} />
              {markButton('epp_completed', solutionsReady(shown))}
            </ItemBody>
          ),
        },
        {
          id: 'agents',
          title: 'Endpoint Agent Settings',
          summary: <CompletionBadge complete={shown.agent_completed || shown.no_agents} />,
          content: (
            <ItemBody>
              <AgentsForm section={shown} onApply={onApply} canEdit={canEdit} />
              {markButton('agent_completed', agentsReady(shown))}
            </ItemBody>
          ),
        },
      ]}
    />
  );
}
