import { SelectField, TextField, useFormState } from '@portal/ui';
import { useMemo } from 'react';
import { countryOptions, regionOptions, timeZoneOptions } from './siteLocations';
import { SITE_MESSAGES, uniqueSiteName } from './siteRules';
import type { SiteFormDraft } from './siteFormValues';
import { FieldGroup, GroupTitle } from './SiteConfigurationSection.styles';

export interface SiteGeneralFieldsProps {
  /** The other sites' names (on edit, without this site's saved name). */
  otherNames: readonly string[];
  /** The time zone the site was saved with, kept choosable. */
  savedTimeZone: string | undefined;
}

/** Name, address and time zone (§3), with the §5 messages. */
export function SiteGeneralFields({ otherNames, savedTimeZone }: SiteGeneralFieldsProps) {
  const { values } = useFormState<SiteFormDraft>({ subscription: { values: true } });
  const regions = regionOptions(values.address?.country);
  const zones = useMemo(() => timeZoneOptions(savedTimeZone), [savedTimeZone]);
  return (
    <FieldGroup>
      <GroupTitle>Location</GroupTitle>
      <TextField
        name="name"
        label="Site Name"
        required
        requiredMessage={SITE_MESSAGES.name}
        validate={(name: string | undefined) => uniqueSiteName(name, otherNames)}
        maxLength={100}
      />
      <SelectField
        name="address.country"
        label="Country"
        options={countryOptions()}
        required
        requiredMessage={SITE_MESSAGES.country}
      />
      <TextField
        name="address.street"
        label="Street Address"
        required
        requiredMessage={SITE_MESSAGES.street}
        autoComplete="address-line1"
      />
      <TextField name="address.street2" label="Street Address 2" autoComplete="address-line2" />
      <TextField
        name="address.city"
        label="City"
        required
        requiredMessage={SITE_MESSAGES.city}
        autoComplete="address-level2"
      />
      {regions ? (
        <SelectField
          name="address.region"
          label="State/Province/Region"
          options={regions}
          required
          requiredMessage={SITE_MESSAGES.region}
        />
      ) : (
        <TextField
          name="address.region"
          label="State/Province/Region"
          required
          requiredMessage={SITE_MESSAGES.region}
          autoComplete="address-level1"
        />
      )}
      <TextField
        name="address.postcode"
        label="Postal/ZIP Code"
        required
        requiredMessage={SITE_MESSAGES.postcode}
        autoComplete="postal-code"
      />
      <SelectField
        name="timezone"
        label="Time Zone"
        options={zones}
        required
        requiredMessage={SITE_MESSAGES.timezone}
      />
    </FieldGroup>
  );
}
