import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../icons';
import { Button, type ButtonVariant } from '../Button';
import { CopyRoot, CopyStatus } from './CopyButton.styles';

export const COPY_MESSAGES = {
  copied: 'Copied',
  failed: 'Could not copy. Select the text and copy it instead.',
} as const;

/** How long the confirmation stays before the button is ready to say it again. */
export const COPY_CONFIRMATION_MS = 4000;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** The visible label. Default 'Copy'. */
  label?: string;
  /** Names what is copied for assistive technology, e.g. 'Copy Agent IP addresses'. */
  'aria-label'?: string;
  variant?: ButtonVariant;
  /** Puts text on the clipboard; the browser's asynchronous clipboard by default (stories and tests pass their own). */
  writeText?: (text: string) => Promise<void>;
  /** Told whether each copy worked. */
  onCopied?: (copied: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** The browser's clipboard; a page served over plain HTTP has none, and the copy then fails (and says so). */
const browserClipboard = async (text: string): Promise<void> => {
  // The DOM types declare navigator.clipboard always present; insecure contexts leave it undefined.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (clipboard === undefined) throw new Error('No clipboard');
  await clipboard.writeText(text);
};

/**
 * Copies a text to the clipboard and says so beside the button ('Copied', in a polite live region); when the
 * browser refuses (no permission, an insecure page) it says how to copy by hand instead.
 */
export function CopyButton({
  text,
  label = 'Copy',
  variant = 'secondary',
  writeText = browserClipboard,
  onCopied,
  disabled,
  className,
  ...aria
}: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    let copied = true;
    try {
      await writeText(text);
    } catch {
      copied = false;
    }
    setOutcome(copied ? 'copied' : 'failed');
    onCopied?.(copied);
    if (copied) timer.current = setTimeout(() => setOutcome('idle'), COPY_CONFIRMATION_MS);
  };

  return (
    <CopyRoot className={className} data-portal-id="copy-button">
      <Button
        size="sm"
        variant={variant}
        icon={outcome === 'copied' ? <Icon name="check" /> : undefined}
        onClick={() => void copy()}
        disabled={disabled}
        aria-label={aria['aria-label']}
      >
        {label}
      </Button>
      <CopyStatus role="status" $outcome={outcome}>
        {outcome === 'idle' ? '' : COPY_MESSAGES[outcome]}
      </CopyStatus>
    </CopyRoot>
  );
}
