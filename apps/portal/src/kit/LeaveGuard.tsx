import { UnsavedChangesDialog, useFormState, useUnsavedChangesGuard } from '@portal/ui';
import { useContext, useEffect, useRef, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

export interface LeaveGuardProps {
  /** Set once the form saved or the user agreed to leave, so going to the list does not ask again. */
  allowLeave: RefObject<boolean>;
  /** Receives the question for Cancel. */
  confirmRef: RefObject<(() => Promise<boolean>) | null>;
}

/**
 * Unsaved data asks before it is lost (portal-onboarding §2.3): Cancel and any in-app navigation ask 'All newly
 * entered data will be lost. Are you sure you want to leave?', closing or reloading the tab asks the browser's own
 * question. In-app navigation is blocked only under the app's data router (Storybook's memory router has none).
 */
export function LeaveGuard({ allowLeave, confirmRef }: LeaveGuardProps) {
  const state = useFormState({ subscription: { dirty: true, submitting: true } });
  const dirty = state.dirty === true;
  const submitting = state.submitting === true;
  const guard = useUnsavedChangesGuard({ when: dirty && !submitting && !allowLeave.current });
  const dataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  useEffect(() => {
    confirmRef.current = guard.confirmLeave;
  }, [confirmRef, guard.confirmLeave]);
  return (
    <>
      {dataRouter && <RouterBlocker allowLeave={allowLeave} dirty={dirty} confirmLeave={guard.confirmLeave} />}
      <UnsavedChangesDialog {...guard.dialogProps} />
    </>
  );
}

interface RouterBlockerProps {
  allowLeave: RefObject<boolean>;
  dirty: boolean;
  confirmLeave: () => Promise<boolean>;
}

function RouterBlocker({ allowLeave, dirty, confirmLeave }: RouterBlockerProps) {
  const asked = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && !asked.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmLeave().then((leave) => {
      if (leave) {
        asked.current = true;
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, confirmLeave]);
  return null;
}
