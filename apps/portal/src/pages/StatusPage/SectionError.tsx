import type { ApiRequestError } from '@portal/api';
import { ErrorHeadline, ErrorReason } from './StatusPage.styles';

/** A section's failure: the spec's message for that section, then the catalogue's reason (portal-core §8). */
export function sectionError(message: string) {
  function SectionErrorMessage(error: ApiRequestError) {
    return (
      <>
        <ErrorHeadline>{message}</ErrorHeadline>
        <ErrorReason>{error.message}</ErrorReason>
      </>
    );
  }
  return SectionErrorMessage;
}
