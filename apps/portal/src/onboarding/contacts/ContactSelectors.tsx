import type { Contact } from '@portal/api';
import { Form, MultiSelectField, SelectField, type FieldOption } from '@portal/ui';
import { accessCandidates, displayName, emailCandidates, hasMspPrimary, type AccessRight } from './contactAccess';
import { CONTACT_TEXTS } from './contactPaths';
import { holders, withAdmin, withFlagHolders, type SelectableFlag } from './contactSelections';
import { SaveOnChange } from './SaveOnChange';
import { SelectorGrid } from './ContactsSection.styles';
import { useStableValue } from './useStableValue';

export interface SelectorProps {
  contacts: readonly Contact[];
  /** Saves the contacts after a choice (the changed ones are updated). */
  onApply: (next: readonly Contact[]) => void;
  disabled: boolean;
}

const options = (contacts: readonly Contact[]): FieldOption[] =>
  contacts.map((contact) => ({ value: contact.id, label: displayName(contact) || contact.email }));

/** MSP contacts are read-only for customers (§6): never offered, and their flags stay as they are. */
const editable = (contacts: readonly Contact[]) => contacts.filter((contact) => !contact.is_msp);

interface AdminValues {
  primary?: string;
  secondary?: string;
  sponsors: string[];
}

/** Primary, secondary (one each; a primary cannot be the secondary) and executive sponsors. */
export function AdminSelectors({ contacts, onApply, disabled }: SelectorProps) {
  const people = editable(contacts).filter((contact) => !contact.is_shipping_contact);
  const sponsors = accessCandidates(editable(contacts));
  const mspPrimary = contacts.find((contact) => contact.is_msp && contact.is_primary_contact);
  const initialValues = useStableValue<AdminValues>({
    primary: holders(contacts, 'is_primary_contact')[0],
    secondary: holders(contacts, 'is_secondary_contact')[0],
    sponsors: holders(sponsors, 'is_executive_sponsor'),
  });
  const save = (values: AdminValues) => {
    let next = contacts;
    if (values.primary !== initialValues.primary) next = withAdmin(next, 'primary', values.primary ?? null);
    if (values.secondary !== initialValues.secondary) next = withAdmin(next, 'secondary', values.secondary ?? null);
    onApply(withFlagHolders(next, sponsors, 'is_executive_sponsor', values.sponsors));
  };
  const primaryOptions = mspPrimary ? [...options([mspPrimary]), ...options(people)] : options(people);
  return (
    <Form<AdminValues>
      aria-label="Primary, secondary and executive sponsor contacts"
      initialValues={initialValues}
      onSubmit={() => undefined}
    >
      <SaveOnChange initialValues={initialValues} onChange={save} />
      <SelectorGrid>
        <SelectField
          name="primary"
          label="Primary Contact"
          options={primaryOptions}
          emptyText={CONTACT_TEXTS.noAvailableContacts}
          disabled={disabled || hasMspPrimary(contacts)}
        />
        <SelectField
          name="secondary"
          label="Secondary Contact"
          options={options(people).map((option) => ({ ...option, disabled: option.value === initialValues.primary }))}
          emptyText={CONTACT_TEXTS.noAvailableContacts}
          disabled={disabled}
        />
        <MultiSelectField
          name="sponsors"
          label="Executive Sponsor"
          options={options(sponsors)}
          emptyText={CONTACT_TEXTS.noAvailableContacts}
          disabled={disabled}
        />
      </SelectorGrid>
    </Form>
  );
}

interface FlagSelectorProps extends SelectorProps {
  flag: SelectableFlag;
  label: string;
  /** Who may hold the flag. */
  candidates: (contacts: readonly Contact[]) => Contact[];
}

/** Several contacts holding one flag: escalations, report recipients, one access right. */
export function FlagSelector({ contacts, onApply, disabled, flag, label, candidates }: FlagSelectorProps) {
  const offered = candidates(editable(contacts));
  const initialValues = useStableValue({ ids: holders(offered, flag) });
  return (
    <Form<{ ids: string[] }> aria-label={label} initialValues={initialValues} onSubmit={() => undefined}>
      <SaveOnChange
        initialValues={initialValues}
        onChange={(values) => onApply(withFlagHolders(contacts, offered, flag, values.ids))}
      />
      <MultiSelectField
        name="ids"
        label={label}
        options={options(offered)}
        emptyText={CONTACT_TEXTS.noAvailableContacts}
        disabled={disabled}
      />
    </Form>
  );
}

export function EscalationSelector(props: SelectorProps) {
  return <FlagSelector {...props} flag="escalation" label="Escalation Contacts" candidates={emailCandidates} />;
}

export function ReportRecipientsSelector(props: SelectorProps) {
  return <FlagSelector {...props} flag="intelligence_reports" label="Report Recipients" candidates={emailCandidates} />;
}

/** One selector per access right the products offer (§2.3); lists and shipping contacts are not offered. */
export function AccessSelectors({ rights, ...props }: SelectorProps & { rights: readonly AccessRight[] }) {
  return (
    <SelectorGrid>
      {rights.map((right) => (
        <FlagSelector
          key={right.flag}
          {...props}
          flag={right.field}
          label={right.label}
          candidates={accessCandidates}
        />
      ))}
    </SelectorGrid>
  );
}
