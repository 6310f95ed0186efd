import { z } from 'zod/mini';

/**
 * zod/mini ships no message texts (every issue reads 'Invalid input'), which keeps them out of the portal's bundle:
 * the portal never shows them. The demo API quotes them in its 400 replies, so it loads zod's English texts, the same
 * ones classic zod used.
 */
export function loadEnglishValidationMessages(): void {
  z.config(z.locales.en());
}
