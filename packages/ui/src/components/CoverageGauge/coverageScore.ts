import { NOT_AVAILABLE } from '../../format';

/** The coverage score is out of 100 (portal-core §9). */
export const COVERAGE_SCORE_MAX = 100;

/** How the 100 points are earned (portal-core §9), with the readiness field that holds each part. */
export const COVERAGE_BREAKDOWN = [
  { key: 'configuration', label: 'Configuration', field: 'configuration_score', max: 35 },
  { key: 'monitoring', label: 'Monitoring', field: 'monitoring_score', max: 15 },
  { key: 'incidents', label: 'Incidents', field: 'incidents_score', max: 20 },
  { key: 'ticketing', label: 'Ticketing', field: 'ticketing_score', max: 15 },
  { key: 'externalScans', label: 'External Scans', field: 'exscan_score', max: 15 },
] as const;
export type CoverageCategory = (typeof COVERAGE_BREAKDOWN)[number];
export type CoverageScoreField = CoverageCategory['field'];

/** The readiness scores the gauge shows (a subset of the API's security readiness). */
export type CoverageScores = Record<'security_score' | CoverageScoreField, number> & { industry?: string | null };

/** Colour bands shared with the progress bar (portal-core §9): 80 or more, 50 or more, below 50. */
export const COVERAGE_SCORE_BANDS = [
  { min: 80, intent: 'success', label: 'Good' },
  { min: 50, intent: 'warning', label: 'Fair' },
  { min: Number.NEGATIVE_INFINITY, intent: 'danger', label: 'Poor' },
] as const;
export type CoverageScoreBand = (typeof COVERAGE_SCORE_BANDS)[number];
export type CoverageIntent = CoverageScoreBand['intent'];

const LOWEST_BAND = COVERAGE_SCORE_BANDS[COVERAGE_SCORE_BANDS.length - 1] ?? COVERAGE_SCORE_BANDS[2];

export function coverageScoreBand(score: number): CoverageScoreBand {
  return COVERAGE_SCORE_BANDS.find((band) => score >= band.min) ?? LOWEST_BAND;
}

/** Keeps a score inside 0…max (NaN counts as 0). */
export function clampScore(score: number, max: number = COVERAGE_SCORE_MAX): number {
  if (Number.isNaN(score)) return 0;
  return Math.min(max, Math.max(0, score));
}

/** Upper limits of the company size bands (portal-core §9: <250 … <3000, then 3000+). */
export const SIZE_BAND_LIMITS = [250, 500, 750, 1000, 1500, 3000] as const;
const LARGEST_LIMIT = SIZE_BAND_LIMITS[SIZE_BAND_LIMITS.length - 1] ?? SIZE_BAND_LIMITS[5];
export const SIZE_BAND_LABELS = [...SIZE_BAND_LIMITS.map((limit) => `<${limit}`), `${LARGEST_LIMIT}+`] as const;

export interface EmployeeRange {
  num_employees_lt?: number | null;
  num_employees_gte?: number | null;
}

function isCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The size band of a company-size range: `{ num_employees_lt: 500 }` → '<500', `{ num_employees_gte: 3000 }` →
 * '3000+'. A bound between band limits is read as the band that contains the range; no bound at all is 'N/A'.
 */
export function sizeBandLabel({ num_employees_lt: below, num_employees_gte: atLeast }: EmployeeRange): string {
  if (isCount(below)) {
    const limit = SIZE_BAND_LIMITS.find((candidate) => below <= candidate);
    return limit === undefined ? `${LARGEST_LIMIT}+` : `<${limit}`;
  }
  if (isCount(atLeast)) {
    const limit = SIZE_BAND_LIMITS.find((candidate) => atLeast < candidate);
    return limit === undefined ? `${LARGEST_LIMIT}+` : `<${limit}`;
  }
  return NOT_AVAILABLE;
}

const PARTS = COVERAGE_BREAKDOWN.map(({ label, max }) => `${label} (${String(max)} points)`);

/** What the score means, for the page that shows it in full; the parts and points come from the breakdown above. */
export const COVERAGE_EXPLANATION = `Your coverage score shows, out of ${String(COVERAGE_SCORE_MAX)}, how much of your environment your security team can see and respond to. It adds up ${PARTS.slice(0, -1).join(', ')} and ${PARTS[PARTS.length - 1] ?? ''}. The comparisons show the average score of all customers, of customers in your industry and of customers of your size; the breakdown lists the facts behind each part.`;
