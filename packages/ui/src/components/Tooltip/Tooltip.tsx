import {
  FloatingPortal,
  safePolygon,
  useDismiss,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useState, type ReactNode } from 'react';
import { useAnchoredOverlay, useTriggerElement, type TriggerElement } from '../../hooks';
import { TooltipBubble, type TooltipVariant } from './Tooltip.styles';

/** Show delays of portal-core §9. */
export const TOOLTIP_DELAY_MS = 700;
export const LIGHT_TOOLTIP_DELAY_MS = 1000;

export interface TooltipProps {
  /** Supplementary text; the trigger must make sense without it (it becomes the trigger's description). */
  content: ReactNode;
  /** One focusable element (a button, a link, or an element with tabIndex 0), so keyboard users reach it. */
  children: TriggerElement;
  /** 'light' is a quieter, elevated tooltip that waits longer before showing. */
  variant?: TooltipVariant;
  placement?: Placement;
}

export function Tooltip({ content, children, variant = 'default', placement = 'top' }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const { context, floatingStyles, setReference, setFloating } = useAnchoredOverlay({
    open,
    onOpenChange: setOpen,
    placement,
  });
  const showDelay = variant === 'light' ? LIGHT_TOOLTIP_DELAY_MS : TOOLTIP_DELAY_MS;
  const { getReferenceProps, getFloatingProps } = useInteractions([
    // safePolygon keeps the tooltip open while the pointer moves onto it (WCAG 1.4.13, hoverable).
    useHover(context, { delay: { open: showDelay, close: 0 }, move: false, handleClose: safePolygon() }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const trigger = useTriggerElement(children, setReference, getReferenceProps);

  return (
    <>
      {trigger}
      {open && (
        <FloatingPortal>
          <TooltipBubble
            ref={setFloating}
            style={floatingStyles}
            $variant={variant}
            data-portal-id="tooltip"
            {...getFloatingProps()}
          >
            {content}
          </TooltipBubble>
        </FloatingPortal>
      )}
    </>
  );
}
