import { formatFullNumber } from '../../format';

/**
 * The completion text an accordion header shows on its right: 'No sites', '1 site', '3 sites', '1,200 sites'.
 * The plural defaults to the singular plus 's'.
 */
export function completionText(count: number, singular: string, plural = `${singular}s`): string {
  if (count === 0) return `No ${plural}`;
  return `${formatFullNumber(count)} ${count === 1 ? singular : plural}`;
}
