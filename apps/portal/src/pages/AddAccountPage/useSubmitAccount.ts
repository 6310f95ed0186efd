import type { ApiRequestError, Credential } from '@portal/api';
import { FORM_ERROR, type CredentialSubmission, type CredentialSubmitError, type FormSubmitResult } from '@portal/ui';
import { useCallback } from 'react';
import { useApiMutation } from '../../api/useApiMutation';

/** A failed submit for the form's alert: a warning for a bad request, danger otherwise (§8). */
export const submitFailure = (error: ApiRequestError | undefined): FormSubmitResult => {
  const failure: CredentialSubmitError = {
    message: error?.message ?? 'The account was not saved.',
    status: error?.status ?? null,
  };
  return { [FORM_ERROR]: failure };
};

/**
 * Create (POST) or edit (PUT) an account (§7.4). The form shows a failure itself, so no toast; the secrets go
 * straight into the request and are never kept or logged.
 */
export function useSubmitAccount(type: string, uuid: string | undefined, onDone: (credential: Credential) => void) {
  const create = useApiMutation('createCredential', { failure: false, invalidates: ['credentials'] });
  const update = useApiMutation('updateCredential', { failure: false, invalidates: ['credentials', 'credential'] });
  const { run: runCreate } = create;
  const { run: runUpdate } = update;
  return useCallback(
    async ({ name, secrets }: CredentialSubmission): Promise<FormSubmitResult> => {
      let failed: ApiRequestError | undefined;
      const keep = (error: ApiRequestError) => {
        failed = error;
      };
      const body = { name, type, secrets };
      const reply =
        uuid === undefined ? await runCreate({ body }, keep) : await runUpdate({ params: { uuid }, body }, keep);
      if (reply === undefined) return submitFailure(failed);
      onDone(reply.credential);
      return undefined;
    },
    [type, uuid, runCreate, runUpdate, onDone],
  );
}
