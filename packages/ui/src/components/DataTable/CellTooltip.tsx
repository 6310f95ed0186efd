import { FloatingPortal, safePolygon, useDismiss, useHover, useInteractions } from '@floating-ui/react';
import {
  cloneElement,
  useId,
  useLayoutEffect,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useAnchoredOverlay, type TriggerElement } from '../../hooks';
import { TOOLTIP_DELAY_MS } from '../Tooltip';
import { CellTooltipBubble as Bubble } from './DataTable.styles';

/** The pending show of each trigger under the pointer: kept by element, as only handlers read or change it. */
const pendingShows = new WeakMap<HTMLElement, number>();

function cancelShow(trigger: HTMLElement): void {
  window.clearTimeout(pendingShows.get(trigger));
  pendingShows.delete(trigger);
}

/**
 * The design system's tooltip for a cell of a virtualised table, at the price of two hooks per idle cell. `Tooltip`
 * sets up Floating UI (positioning, four interaction hooks, listeners, a state update on mount) for every trigger,
 * which is most of the work of rendering a row, and a scroll renders dozens of rows a frame. Here the trigger is the
 * child itself, unchanged but for four handlers (so its element and focus never move), and the Floating UI part is
 * mounted only while the tooltip shows. It behaves as `Tooltip`: it shows after TOOLTIP_DELAY_MS of hover or at once
 * on keyboard focus, stays while the pointer moves onto it, hides on leave, blur and Escape, and describes the
 * trigger while it shows.
 */
export function DataTableCellTooltip({
  content,
  children,
}: {
  content: ReactNode;
  children: TriggerElement;
}): ReactElement {
  // The trigger while its tooltip shows; null while it does not.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const { onPointerEnter, onPointerLeave, onFocus, onBlur } = children.props;

  const trigger = cloneElement(children, {
    'aria-describedby': anchor ? id : children.props['aria-describedby'],
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      onPointerEnter?.(event);
      const element = event.currentTarget;
      cancelShow(element);
      if (event.pointerType !== 'touch')
        pendingShows.set(
          element,
          window.setTimeout(() => {
            setAnchor(element);
          }, TOOLTIP_DELAY_MS),
        );
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      onPointerLeave?.(event);
      // A tooltip that shows closes through Floating UI's safe polygon, so the pointer can move onto it.
      cancelShow(event.currentTarget);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      onFocus?.(event);
      // Keyboard focus only, as Tooltip: a click focuses the trigger too, and the hover already shows it.
      if (event.currentTarget.matches(':focus-visible')) setAnchor(event.currentTarget);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      onBlur?.(event);
      cancelShow(event.currentTarget);
      setAnchor(null);
    },
  });
  return (
    <>
      {trigger}
      {anchor && (
        <ShownTooltip
          anchor={anchor}
          id={id}
          content={content}
          onClose={() => {
            setAnchor(null);
          }}
        />
      )}
    </>
  );
}

interface ShownTooltipProps {
  anchor: HTMLElement;
  id: string;
  content: ReactNode;
  onClose: () => void;
}

/** The shown tooltip: positioned by Floating UI, closed by leaving (safe polygon) or Escape, as Tooltip. */
function ShownTooltip({ anchor, id, content, onClose }: ShownTooltipProps) {
  const { context, floatingStyles, setReference, setFloating } = useAnchoredOverlay({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    placement: 'top',
  });
  useLayoutEffect(() => {
    setReference(anchor);
  }, [anchor, setReference]);
  const { getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: TOOLTIP_DELAY_MS, close: 0 }, move: false, handleClose: safePolygon() }),
    useDismiss(context),
  ]);
  return (
    <FloatingPortal>
      <Bubble
        ref={setFloating}
        id={id}
        role="tooltip"
        style={floatingStyles}
        data-portal-id="tooltip"
        {...getFloatingProps()}
      >
        {content}
      </Bubble>
    </FloatingPortal>
  );
}
