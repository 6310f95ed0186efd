import { Panel } from '@portal/ui';
import { FactList, FactRow } from '../../kit';

export interface SummaryFact {
  label: string;
  value: string;
}

/** The form's Summary panel (portal-onboarding §2.4): what will be saved, as it is typed; blanks read '---'. */
export function DeviceSummaryPanel({ facts }: { facts: readonly SummaryFact[] }) {
  return (
    <Panel title="Summary" headingLevel={2}>
      <FactList>
        {facts.map((fact) => (
          <FactRow key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value.trim() === '' ? '---' : fact.value}</dd>
          </FactRow>
        ))}
      </FactList>
    </Panel>
  );
}
