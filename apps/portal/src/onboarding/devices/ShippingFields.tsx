import type { Contact, Site } from '@portal/api';
import {
  Banner,
  Panel,
  PhoneField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
  useFormState,
  type FieldOption,
} from '@portal/ui';
import { validateEmail } from '../contacts/contactValidation';
import { countryOptions, regionOptions } from '../sites/siteLocations';
import { shippingCountry, showsImportFeeNotice, type DeviceFormValues } from './deviceForm';
import { DEVICE_MESSAGES, IMPORT_FEE_NOTICE, NO_AVAILABLE_SITES } from './deviceMessages';
import { FieldRow, FieldStack } from './DeviceForm.styles';

const ADDRESS_KINDS: readonly FieldOption[] = [
  { value: 'site', label: 'Ship to an existing site' },
  { value: 'new', label: 'Ship to a new address' },
];
const CONTACT_KINDS: readonly FieldOption[] = [
  { value: 'existing', label: 'An existing contact' },
  { value: 'new', label: 'A new contact' },
];
const PHONE_TYPES: readonly FieldOption[] = [
  { value: 'office', label: 'Office' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'other', label: 'Other' },
];

export interface ShippingFieldsProps {
  sites: readonly Site[];
  contacts: readonly Contact[];
}

const contactName = (contact: Contact) => `${contact.first_name} ${contact.last_name}`.trim() || contact.email;

/**
 * Contacts a device can be shipped to: the customer's people (not distribution lists, and not the MSP's contacts,
 * which the customer is not shown and no other contact selector offers), shipping contacts first. The contact
 * already chosen stays offered, whoever it is, so an edit never loses it.
 */
export function shippingContactOptions(contacts: readonly Contact[], chosenId?: string): FieldOption[] {
  return contacts
    .filter((contact) => contact.id === chosenId || (!contact.is_mailing_list && !contact.is_msp))
    .toSorted((a, b) => Number(b.is_shipping_contact) - Number(a.is_shipping_contact))
    .map((contact) => ({ value: contact.id, label: contactName(contact) }));
}

/**
 * Where the device ships (portal-onboarding §3, §5): an existing site's address or a new one, to an existing contact
 * or a new one, with notes. Outside the US and Canada the import-fee notice shows (§5, §9).
 */
export function ShippingFields({ sites, contacts }: ShippingFieldsProps) {
  const { values } = useFormState<DeviceFormValues>({ subscription: { values: true } });
  const country = shippingCountry(values, sites);
  return (
    <Panel title="Shipping" headingLevel={2}>
      <FieldStack>
        <RadioGroupField name="shippingAddressKind" label="Shipping Address" options={ADDRESS_KINDS} />
        {values.shippingAddressKind === 'site' ? (
          <SelectField
            name="shippingSiteId"
            label="Shipping Site"
            options={sites.map((site) => ({ value: site.id, label: site.name }))}
            emptyText={NO_AVAILABLE_SITES}
            required
            requiredMessage={DEVICE_MESSAGES.shippingAddress}
          />
        ) : (
          <NewAddressFields country={values.country} />
        )}
        {showsImportFeeNotice(country) && <Banner intent="warning">{IMPORT_FEE_NOTICE}</Banner>}
        <RadioGroupField name="shippingContactKind" label="Shipping Contact" options={CONTACT_KINDS} />
        {values.shippingContactKind === 'existing' ? (
          <SelectField
            name="shippingContactId"
            label="Contact"
            options={shippingContactOptions(contacts, values.shippingContactId)}
            emptyText="No available contacts."
            required
            requiredMessage={DEVICE_MESSAGES.shippingContact}
          />
        ) : (
          <NewContactFields />
        )}
        <TextareaField name="shippingNotes" label="Shipping Notes" />
      </FieldStack>
    </Panel>
  );
}

function NewAddressFields({ country }: { country: string | undefined }) {
  const regions = regionOptions(country);
  const region = {
    name: 'region',
    label: 'State/Province/Region',
    required: true,
    requiredMessage: DEVICE_MESSAGES.region,
  };
  return (
    <>
      <SelectField
        name="country"
        label="Country"
        options={countryOptions()}
        required
        requiredMessage={DEVICE_MESSAGES.country}
      />
      <TextField name="street" label="Street Address" required requiredMessage={DEVICE_MESSAGES.street} />
      <TextField name="street2" label="Street Address 2" />
      <FieldRow>
        <TextField name="city" label="City" required requiredMessage={DEVICE_MESSAGES.city} />
        {regions ? <SelectField {...region} options={regions} /> : <TextField {...region} />}
        <TextField name="postcode" label="Postal/ZIP Code" required requiredMessage={DEVICE_MESSAGES.postcode} />
      </FieldRow>
    </>
  );
}

function NewContactFields() {
  return (
    <>
      <FieldRow>
        <TextField
          name="shippingContactFirstName"
          label="First Name"
          required
          requiredMessage={DEVICE_MESSAGES.firstName}
        />
        <TextField
          name="shippingContactLastName"
          label="Last Name"
          required
          requiredMessage={DEVICE_MESSAGES.lastName}
        />
      </FieldRow>
      <TextField
        name="shippingContactEmail"
        label="Email"
        type="email"
        required
        requiredMessage={DEVICE_MESSAGES.email}
        validate={validateEmail}
      />
      <FieldRow>
        <PhoneField
          name="shippingContactPhoneNumber"
          label="Primary Phone Number"
          required
          requiredMessage={DEVICE_MESSAGES.phone}
        />
        <SelectField name="shippingContactPhoneType" label="Phone Type" options={PHONE_TYPES} />
      </FieldRow>
    </>
  );
}
