import type { FieldOption } from '@portal/ui';

/** ISO 3166-1 alpha-2 codes; the names come from the browser (Intl.DisplayNames), United States first (§9). */
const COUNTRY_CODES =
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PR PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS YE ZA ZM ZW'.split(
    ' ',
  );

let countries: FieldOption[] | undefined;

/**
 * Every country by its English name, the United States first. Made on first use (a form's country field, a device's
 * summary): the names come from ICU, whose set-up the overview would otherwise pay while its code loads.
 */
export function countryOptions(): FieldOption[] {
  if (countries) return countries;
  const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
  const countryName = (code: string) => regionNames.of(code) ?? code;
  const { compare } = new Intl.Collator('en');
  countries = [
    { value: 'US', label: countryName('US') },
    ...COUNTRY_CODES.filter((code) => code !== 'US')
      .map((code) => ({ value: code, label: countryName(code) }))
      .sort((a, b) => compare(a.label, b.label)),
  ];
  return countries;
}

const US_STATES =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|PA Pennsylvania|PR Puerto Rico|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming';
const CA_PROVINCES =
  'AB Alberta|BC British Columbia|MB Manitoba|NB New Brunswick|NL Newfoundland and Labrador|NS Nova Scotia|NT Northwest Territories|NU Nunavut|ON Ontario|PE Prince Edward Island|QC Quebec|SK Saskatchewan|YT Yukon';

const regionList = (text: string): FieldOption[] =>
  text.split('|').map((entry) => ({ value: entry.slice(0, 2), label: entry.slice(3) }));

const REGIONS: Readonly<Record<string, FieldOption[]>> = { US: regionList(US_STATES), CA: regionList(CA_PROVINCES) };

/** The states or provinces to choose from, or undefined where the region is typed (countries other than US, CA). */
export function regionOptions(country: string | undefined): FieldOption[] | undefined {
  return country === undefined ? undefined : REGIONS[country];
}

/** IANA time zone names (§9); a saved zone the browser does not list stays choosable. */
export function timeZoneOptions(saved: string | undefined): FieldOption[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = saved !== undefined && saved !== '' && !zones.includes(saved) ? [...zones, saved] : zones;
  return all.map((zone) => ({ value: zone, label: zone }));
}
