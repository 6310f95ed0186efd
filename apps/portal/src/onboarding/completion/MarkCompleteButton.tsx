import { Button } from '@portal/ui';
import { useState } from 'react';

export interface MarkCompleteButtonProps {
  /** The section's (or accordion item's) saved completed flag. */
  complete: boolean;
  /** Saves the new flag at once (portal-onboarding §4); failures are reported by the mutation (a toast). */
  onChange: (complete: boolean) => Promise<unknown>;
  /** The §4 rules: no edit permission, or nothing entered yet and not complete. */
  disabled?: boolean;
}

/**
 * 'Mark Complete' / 'Mark Incomplete' for one onboarding section or accordion item. Busy while the change saves, so a
 * double click cannot send two opposite changes. The accessible name is exactly the visible text; each button sits in
 * the region of its section, which tells them apart.
 */
export function MarkCompleteButton({ complete, onChange, disabled = false }: MarkCompleteButtonProps) {
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    try {
      await onChange(!complete);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      variant={complete ? 'secondary' : 'primary'}
      size="sm"
      loading={saving}
      disabled={disabled}
      onClick={() => void toggle()}
    >
      {complete ? 'Mark Incomplete' : 'Mark Complete'}
    </Button>
  );
}
