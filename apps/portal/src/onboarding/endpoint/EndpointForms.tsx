import type { EndpointSection } from '@portal/api';
import {
  CheckboxField,
  Form,
  MultiSelectField,
  SelectField,
  TextareaField,
  useFormState,
  type FieldOption,
} from '@portal/ui';
import { useEffect, useRef } from 'react';
import { SaveOnChange } from '../contacts/SaveOnChange';
import { useStableValue } from '../contacts/useStableValue';
import {
  agentValues,
  ENDPOINT_COUNT_OPTIONS,
  endpointAfterAgents,
  endpointAfterSolutions,
  solutionValues,
  type AgentValues,
  type SolutionValues,
} from './endpointRules';
import { CountGrid, FormBody } from './EndpointConfiguration.styles';

export const ENDPOINT_TEXTS = {
  noCloud: 'I do not use a cloud endpoint security solution',
  noOnPrem: 'I do not use an on-premises endpoint security solution',
  noAgents: 'I do not need to deploy endpoint agents at this time',
  sysmon: 'Sysmon is installed on the Windows endpoints',
} as const;

interface FormProps {
  /** What the form shows: the saved section, or the change being saved. */
  section: EndpointSection;
  /** Saves the whole section at once. */
  onApply: (next: EndpointSection) => void;
  canEdit: boolean;
}

type FieldOptionSource = readonly { name: string; value: string }[];

const options = (choices: FieldOptionSource): FieldOption[] =>
  choices.map((choice) => ({ value: choice.value, label: choice.name }));

/** Endpoint Security Solutions: the cloud and on-prem products in use, or their 'none' boxes (which clear them). */
export function SolutionsForm({
  section,
  onApply,
  canEdit,
  available,
}: FormProps & { available: { cloudEndpoints: FieldOptionSource; onPremiseEndpoints: FieldOptionSource } }) {
  const initialValues = useStableValue(solutionValues(section));
  return (
    <Form<SolutionValues>
      aria-label="Endpoint Security Solutions"
      initialValues={initialValues}
      onSubmit={() => undefined}
    >
      <SaveOnChange
        initialValues={initialValues}
        onChange={(values) => onApply(endpointAfterSolutions(section, values))}
      />
      <FormBody>
        <MultiSelectField
          name="cloud"
          label="Cloud Endpoint Security Solutions"
          options={options(available.cloudEndpoints)}
          disabled={!canEdit || section.no_cloud_epps}
        />
        <CheckboxField name="noCloud" label={ENDPOINT_TEXTS.noCloud} disabled={!canEdit} />
        <MultiSelectField
          name="onPrem"
          label="On-Premises Endpoint Security Solutions"
          options={options(available.onPremiseEndpoints)}
          disabled={!canEdit || section.no_on_prem_epps}
        />
        <CheckboxField name="noOnPrem" label={ENDPOINT_TEXTS.noOnPrem} disabled={!canEdit} />
      </FormBody>
    </Form>
  );
}

/** Inside the notes form: hands the notes over when the field loses focus (not on every key). */
function SaveOnBlur({ onBlur }: { onBlur: (notes: string) => void }) {
  const { active, values } = useFormState<{ notes?: string }>({ subscription: { active: true, values: true } });
  const wasActive = useRef(false);
  useEffect(() => {
    if (wasActive.current && active === undefined) onBlur(values.notes ?? '');
    wasActive.current = active !== undefined;
  }, [active, values, onBlur]);
  return null;
}

/**
 * The notes: saved when the field loses focus. The field starts from the saved notes, not from the change being
 * saved, and keeps what was typed over a reinitialisation: when a save fails (the toast says why) the text stays in
 * the field, and leaving the field again saves it again. Nothing typed is lost.
 */
export function NotesForm({ section, savedNotes, onApply, canEdit }: FormProps & { savedNotes: string }) {
  const initialValues = useStableValue({ notes: savedNotes });
  return (
    <Form<{ notes?: string }>
      aria-label="Endpoint notes"
      initialValues={initialValues}
      keepDirtyOnReinitialize
      onSubmit={() => undefined}
    >
      <SaveOnBlur
        onBlur={(notes) => {
          if (notes !== savedNotes) onApply({ ...section, notes });
        }}
      />
      <TextareaField name="notes" label="Notes" disabled={!canEdit} />
    </Form>
  );
}

/** Endpoint Agent Settings: the §9 counts per platform and sysmon, or 'no agents' (which zeroes them). */
export function AgentsForm({ section, onApply, canEdit }: FormProps) {
  const initialValues = useStableValue(agentValues(section));
  const locked = !canEdit || section.no_agents;
  return (
    <Form<AgentValues> aria-label="Endpoint Agent Settings" initialValues={initialValues} onSubmit={() => undefined}>
      <SaveOnChange
        initialValues={initialValues}
        onChange={(values) => onApply(endpointAfterAgents(section, values))}
      />
      <FormBody>
        <CheckboxField name="noAgents" label={ENDPOINT_TEXTS.noAgents} disabled={!canEdit} />
        <CountGrid>
          <SelectField name="windows" label="Windows Endpoints" options={ENDPOINT_COUNT_OPTIONS} disabled={locked} />
          <SelectField name="mac" label="Mac Endpoints" options={ENDPOINT_COUNT_OPTIONS} disabled={locked} />
          <SelectField name="linux" label="Linux Endpoints" options={ENDPOINT_COUNT_OPTIONS} disabled={locked} />
        </CountGrid>
        <CheckboxField name="sysmon" label={ENDPOINT_TEXTS.sysmon} disabled={locked} />
      </FormBody>
    </Form>
  );
}
