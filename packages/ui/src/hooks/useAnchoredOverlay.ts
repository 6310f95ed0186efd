import {
  autoUpdate,
  flip,
  offset,
  shift,
  useFloating,
  useMergeRefs,
  type FloatingContext,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, useState, type CSSProperties, type HTMLProps, type ReactElement, type Ref } from 'react';
import { useTheme } from 'styled-components';

/** The element an overlay anchors to: it must accept a ref and DOM props (a Button, a Link, a focusable span). */
export type TriggerElement = ReactElement<HTMLProps<HTMLElement> & { ref?: Ref<HTMLElement> }>;

interface AnchoredOverlayOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement: Placement;
}

export interface AnchoredOverlay {
  context: FloatingContext;
  floatingStyles: CSSProperties;
  setReference: (node: HTMLElement | null) => void;
  setFloating: (node: HTMLElement | null) => void;
}

/**
 * Floating UI positioning shared by Tooltip, Popover and Menu: one grid unit away from the anchor, flipping and
 * shifting to stay on screen. The elements live in state (not refs) so nothing reads a ref during render.
 */
export function useAnchoredOverlay({ open, onOpenChange, placement }: AnchoredOverlayOptions): AnchoredOverlay {
  const theme = useTheme();
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  const { context, floatingStyles } = useFloating({
    open,
    onOpenChange,
    placement,
    elements: { reference, floating },
    middleware: [offset(theme.gridSize), flip(), shift({ padding: theme.gridSize })],
    whileElementsMounted: autoUpdate,
  });
  return { context, floatingStyles, setReference, setFloating };
}

/**
 * Clones the trigger with Floating UI's reference props and ref merged into its own, so the overlay can sit on any
 * focusable element without wrapping it (a wrapper would receive the ARIA attributes instead of the control).
 */
export function useTriggerElement(
  trigger: TriggerElement,
  setReference: (node: HTMLElement | null) => void,
  getReferenceProps: (props: HTMLProps<Element>) => Record<string, unknown>,
): ReactElement {
  const ref = useMergeRefs([setReference, trigger.props.ref]);
  return cloneElement(trigger, getReferenceProps({ ...trigger.props, ref }));
}
