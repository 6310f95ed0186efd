import { useForm } from '@portal/ui';
import { useEffect } from 'react';
import { adcChange } from './siteRules';
import type { SiteFormDraft } from './siteFormValues';

/**
 * The site form's rules between fields (portal-onboarding §4): the domain-controller count sets or clears its
 * dependants (`adcChange`), and another country clears the region (a state of one country is none of another's).
 * Renders nothing; it watches the form's values and changes the dependants once per change of the source field.
 */
export function SiteFormRules() {
  const form = useForm<SiteFormDraft>('SiteFormRules');
  useEffect(() => {
    const initial = form.getState().values;
    let adc = initial.adc;
    let country = initial.address?.country;
    return form.subscribe(
      ({ values }) => {
        const nextCountry = values.address?.country;
        const patch = adcChange(adc, values.adc);
        const countryChanged = nextCountry !== country;
        adc = values.adc;
        country = nextCountry;
        if (Object.keys(patch).length === 0 && !countryChanged) return;
        form.batch(() => {
          if (patch.isADCDNS !== undefined) form.change('isADCDNS', patch.isADCDNS);
          if (patch.oldestWindowsVersion !== undefined) form.change('oldestWindowsVersion', undefined);
          if (countryChanged) form.change('address', { ...values.address, region: undefined });
        });
      },
      { values: true },
    );
  }, [form]);
  return null;
}
