/** Shown where a value does not apply or is not known yet (portal-core §9). */
export const NOT_AVAILABLE = 'N/A';
/** Shown where a value is missing or not numeric. */
export const MISSING_VALUE = '---';
