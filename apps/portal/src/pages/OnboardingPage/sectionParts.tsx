import { Badge } from '@portal/ui';
import type { ReactNode } from 'react';
import { FactList, FactRow } from '../../kit';

/** An accordion header's completion text. */
export function CompletionText({ complete }: { complete: boolean }) {
  return <Badge intent={complete ? 'success' : 'warning'}>{complete ? 'Complete' : 'Incomplete'}</Badge>;
}

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** A list's values joined, or the spec's placeholder for none. */
export const listOrNone = (values: readonly string[], none = 'None'): string =>
  values.length === 0 ? none : values.join(', ');

/** The saved data of one accordion item as name/value facts (read-only; the next issue makes them editable). */
export function Facts({ label, facts }: { label: string; facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <FactList aria-label={label}>
      {facts.map(([name, value]) => (
        <FactRow key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </FactRow>
      ))}
    </FactList>
  );
}
