import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { Icon } from '../../icons';
import { Button } from '../Button';
import { TOAST_ICONS, TOAST_TIMEOUT_MS, type Toast } from './toastTypes';
import { ToastIcon, ToastItem, ToastList, ToastMessageText, ToastViewport } from './ToastStack.styles';

export interface ToastStackProps {
  /** The toasts to show, oldest first; the app owns the list. */
  toasts: readonly Toast[];
  /** Called by the dismiss button and when a toast times out. */
  onDismiss: (id: Toast['id']) => void;
  /** Milliseconds before a toast dismisses itself (paused while hovered or focused); `false` keeps toasts. */
  autoDismissMs?: number | false;
  /** Names the notification region. */
  label?: string;
  dismissLabel?: string;
}

interface ToastEntryProps {
  toast: Toast;
  onDismiss: (id: Toast['id']) => void;
  autoDismissMs: number | false;
  dismissLabel: string;
}

function ToastEntry({ toast, onDismiss, autoDismissMs, dismissLabel }: ToastEntryProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The latest callback, so a parent re-render does not restart the timer.
  const onDismissRef = useRef(onDismiss);
  useLayoutEffect(() => {
    onDismissRef.current = onDismiss;
  });

  const paused = hovered || focused;
  useEffect(() => {
    if (autoDismissMs === false || paused) return undefined;
    const timer = setTimeout(() => {
      onDismissRef.current(toast.id);
    }, autoDismissMs);
    return () => {
      clearTimeout(timer);
    };
  }, [autoDismissMs, paused, toast.id]);

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <ToastItem
      $colour={toast.colour}
      data-colour={toast.colour}
      data-portal-id="toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <ToastIcon $colour={toast.colour}>
        <Icon name={TOAST_ICONS[toast.colour]} />
      </ToastIcon>
      <ToastMessageText>{toast.message}</ToastMessageText>
      <Button
        variant="ghost"
        size="sm"
        icon={<Icon name="close" />}
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      />
    </ToastItem>
  );
}

/** Global status messages (portal-core §2): a polite live region that is always present, so additions are read. */
export function ToastStack({
  toasts,
  onDismiss,
  autoDismissMs = TOAST_TIMEOUT_MS,
  label = 'Notifications',
  dismissLabel = 'Dismiss notification',
}: ToastStackProps) {
  return (
    <ToastViewport aria-label={label} data-portal-id="toast-stack">
      <ToastList aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <ToastEntry
            key={toast.id}
            toast={toast}
            onDismiss={onDismiss}
            autoDismissMs={autoDismissMs}
            dismissLabel={dismissLabel}
          />
        ))}
      </ToastList>
    </ToastViewport>
  );
}
