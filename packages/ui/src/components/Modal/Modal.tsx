import {
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import type { Size } from '../../theme/tokens';
import { Icon } from '../../icons';
import { Button } from '../Button';
import {
  Backdrop,
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogSurface,
  DialogTitle,
} from './Modal.styles';
import { useScrollable } from './useScrollable';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop and the close button; the opener then regains focus. */
  onClose: () => void;
  /** Names the dialog. */
  title: ReactNode;
  /** The first lines of the body, read out when the dialog opens (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, primary action last. */
  footer?: ReactNode;
  size?: Size;
  /** The element focused on open; by default the first focusable element (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocus,
  closeLabel = 'Close',
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [surface, setSurface] = useState<HTMLElement | null>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const bodyScrolls = useScrollable(body);
  const { context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
    elements: { floating: surface },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <Backdrop lockScroll data-portal-id="modal-backdrop">
        <FloatingFocusManager context={context} initialFocus={initialFocus}>
          <DialogSurface
            ref={setSurface}
            $size={size}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={description === undefined ? undefined : descriptionId}
            data-portal-id="modal"
            {...getFloatingProps()}
          >
            <DialogHeader>
              <DialogTitle id={titleId}>{title}</DialogTitle>
              <Button
                variant="ghost"
                size="sm"
                icon={<Icon name="close" />}
                aria-label={closeLabel}
                onClick={onClose}
              />
            </DialogHeader>
            <DialogBody ref={setBody} tabIndex={bodyScrolls ? 0 : undefined}>
              {description !== undefined && <DialogDescription id={descriptionId}>{description}</DialogDescription>}
              {children}
            </DialogBody>
            {footer !== undefined && <DialogFooter>{footer}</DialogFooter>}
          </DialogSurface>
        </FloatingFocusManager>
      </Backdrop>
    </FloatingPortal>
  );
}
