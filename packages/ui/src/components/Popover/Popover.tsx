import {
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
import { useAnchoredOverlay, useTriggerElement, type TriggerElement } from '../../hooks';
import { PopoverSurface } from './Popover.styles';

export interface PopoverProps {
  /** The button that toggles the popover (click, Enter or Space). */
  trigger: TriggerElement;
  /** Names the popover dialog for assistive technology. */
  label: string;
  children: ReactNode;
  placement?: Placement;
  /** Controlled open state; leave out to let the popover manage itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export function Popover({
  trigger,
  label,
  children,
  placement = 'bottom-start',
  open: controlledOpen,
  onOpenChange,
}: PopoverProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const { context, floatingStyles, setReference, setFloating } = useAnchoredOverlay({
    open,
    onOpenChange: setOpen,
    placement,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const anchor = useTriggerElement(trigger, setReference, getReferenceProps);

  return (
    <>
      {anchor}
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <PopoverSurface
              ref={setFloating}
              style={floatingStyles}
              aria-label={label}
              data-portal-id="popover"
              {...getFloatingProps()}
            >
              {children}
            </PopoverSurface>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
