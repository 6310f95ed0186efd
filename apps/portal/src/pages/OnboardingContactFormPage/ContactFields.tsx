import type { PartnerType } from '@portal/api';
import {
  CheckboxField,
  Panel,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextField,
  useFormState,
  type FormValues,
} from '@portal/ui';
import type { AccessRight } from '../../onboarding/contacts/contactAccess';
import type { ContactFormValues } from '../../onboarding/contacts/contactForm';
import { CONTACT_MESSAGES, needsPersonFields, validateEmail } from '../../onboarding/contacts/contactValidation';
import { CONTACT_FORM_TEXTS, PHONE_TYPE_LABELS, categoryOptions, contactTypeOptions } from './contactFormOptions';
import { FieldRow, FieldStack } from './OnboardingContactFormPage.styles';

const personRequired = (values: FormValues) => needsPersonFields(values);

/** The left panel: who the contact is and how to reach them (§3, messages of §5). */
export function InformationPanel({ partnerType }: { partnerType: PartnerType | null }) {
  return (
    <Panel title={CONTACT_FORM_TEXTS.information}>
      <FieldStack>
        <RadioGroupField name="contactCategory" label="Contact Category" options={categoryOptions(partnerType)} />
        <FieldRow>
          <TextField name="firstName" label="First Name" required requiredMessage={CONTACT_MESSAGES.firstName} />
          <TextField
            name="lastName"
            label="Last Name"
            required={personRequired}
            requiredMessage={CONTACT_MESSAGES.lastName}
          />
        </FieldRow>
        <TextField
          name="email"
          label="Email"
          type="email"
          required
          requiredMessage={CONTACT_MESSAGES.email}
          validate={validateEmail}
        />
        <TextField name="role" label="Title" />
        <FieldRow>
          <PhoneField
            name="primaryNumber"
            label="Primary Phone Number"
            required={personRequired}
            requiredMessage={CONTACT_MESSAGES.primaryNumber}
          />
          <SelectField name="primaryNumberType" label="Primary Phone Type" options={PHONE_TYPE_LABELS} />
          <TextField name="primaryExtensionNumber" label="Primary Ext." />
        </FieldRow>
        <FieldRow>
          <PhoneField name="secondaryNumber" label="Secondary Phone Number" />
          <SelectField name="secondaryNumberType" label="Secondary Phone Type" options={PHONE_TYPE_LABELS} />
          <TextField name="secondaryExtensionNumber" label="Secondary Ext." />
        </FieldRow>
      </FieldStack>
    </Panel>
  );
}

export interface SettingsPanelProps {
  /** An MSP contact is the primary: no other contact may become primary (§2.3). */
  primaryLocked: boolean;
  rights: readonly AccessRight[];
}

/** The right panel: the contact's type, roles and access, as the category allows (§4). */
export function SettingsPanel({ primaryLocked, rights }: SettingsPanelProps) {
  const { values } = useFormState<ContactFormValues>({ subscription: { values: true } });
  const category = values.contactCategory;
  return (
    <Panel title={CONTACT_FORM_TEXTS.settings}>
      <FieldStack>
        {category !== 'sc' && (
          <RadioGroupField name="contactType" label="Contact Type" options={contactTypeOptions(primaryLocked)} />
        )}
        {category === 'user' && <CheckboxField name="isExecutiveSponsor" label="Executive Sponsor" />}
        {category !== 'sc' && <CheckboxField name="isBasicEscalationContact" label="Escalation Contact" />}
        {category !== 'sc' && <CheckboxField name="isReportRecipient" label="Intelligence Report Recipient" />}
        {category === 'user' &&
          rights.map((right) => <CheckboxField key={right.flag} name={right.flag} label={right.label} />)}
      </FieldStack>
    </Panel>
  );
}
