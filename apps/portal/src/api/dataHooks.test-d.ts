/**
 * Type-level tests of the data hooks (checked by `pnpm typecheck`, never run): useApi reads and caches GET calls
 * only; a write goes through useApiMutation, which takes writes only. Each `@ts-expect-error` fails the typecheck
 * if the line below it ever compiles.
 */
import { useApi } from './useApi';
import { useApiMutation } from './useApiMutation';

/** Never called: only its types matter. */
export function useTypedDataHooks() {
  return [
    useApi('agents', {}),
    useApi('ticket', { params: { id: '3f2a6c1e-8d4b-4f7a-9c2e-1b5d7a9e0c34' } }),
    useApiMutation('removeAgent', { invalidates: ['agents'] }),

    // @ts-expect-error a write is not a read: it must not be fetched on render and cached
    useApi('createTicket', null),
    // @ts-expect-error the read of /api/v1/tickets/:id needs its id
    useApi('ticket', {}),
    // @ts-expect-error a read is not a write
    useApiMutation('agents'),
    // @ts-expect-error only reads can be invalidated
    useApiMutation('removeAgent', { invalidates: ['createTicket'] }),
  ];
}
