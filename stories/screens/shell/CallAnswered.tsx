import { useApi } from '../../../apps/portal/src/api/useApi';

/** The calls the shell makes on its own; the probe asks the same ones. */
export type ShellCall = 'incidentNotification' | 'pod';

/**
 * A story-only probe for "nothing is shown" plays: it makes the same call as the screen, through the same SWR cache
 * entry, and says what the demo API answered. SWR hands one answer to every component using that entry in the same
 * render, so once the probe shows the answer, the screen has had the data too and an absence check means something.
 */
export function CallAnswered({ call }: { call: ShellCall }) {
  const { data, error } = useApi(call, {});
  if (error) return <p role="status">{`Demo API: ${call} failed (${error.message})`}</p>;
  if (data === undefined) return null;
  return <p role="status">{`Demo API answered ${call}: ${JSON.stringify(data)}`}</p>;
}
