import { useCallback, useEffect, useRef, useState } from 'react';
import type { UnsavedChangesDialogProps, UnsavedChangesVariant } from './UnsavedChangesDialog';

export interface UnsavedChangesGuardOptions {
  /** There is unsaved data (e.g. the form is dirty and not yet saved). */
  when: boolean;
  variant?: UnsavedChangesVariant;
  /** Also ask the browser to confirm closing or reloading the tab while `when`. Default true. */
  beforeUnload?: boolean;
}

export interface UnsavedChangesGuard {
  /**
   * Resolves true at once when nothing is unsaved; otherwise opens the dialog and resolves with the user's answer.
   * Calls while the dialog is open share its answer. Wire it to Cancel, a dialog's close, or the router's blocker.
   */
  confirmLeave: () => Promise<boolean>;
  /** Spread onto <UnsavedChangesDialog />. */
  dialogProps: UnsavedChangesDialogProps;
}

/** Guards unsaved data without knowing the router: the app asks `confirmLeave()` before it navigates or closes. */
export function useUnsavedChangesGuard({
  when,
  variant = 'leave',
  beforeUnload = true,
}: UnsavedChangesGuardOptions): UnsavedChangesGuard {
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (leave: boolean) => void } | null>(null);

  const settle = useCallback((leave: boolean) => {
    pending.current?.resolve(leave);
    pending.current = null;
    setAsking(false);
  }, []);

  const confirmLeave = useCallback((): Promise<boolean> => {
    if (!when) return Promise.resolve(true);
    if (pending.current) return pending.current.promise;
    let resolve: (leave: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((done) => {
      resolve = done;
    });
    pending.current = { promise, resolve };
    setAsking(true);
    return promise;
  }, [when]);

  useEffect(() => {
    if (!when || !beforeUnload) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
    };
  }, [when, beforeUnload]);

  // A question left open when the form goes away is answered "stay".
  useEffect(
    () => () => {
      pending.current?.resolve(false);
      pending.current = null;
    },
    [],
  );

  return {
    confirmLeave,
    dialogProps: {
      open: asking,
      variant,
      onConfirm: () => {
        settle(true);
      },
      onCancel: () => {
        settle(false);
      },
    },
  };
}
