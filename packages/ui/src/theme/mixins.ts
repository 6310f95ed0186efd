import { css, type RuleSet } from 'styled-components';

/** The tone of a message a widget shows in its own place: muted while loading or empty, danger for an error. */
export type MessageTone = 'muted' | 'danger';

const messageTones: Record<MessageTone, RuleSet<object>> = {
  muted: css`
    color: ${({ theme }) => theme.colors.text.secondary};
  `,
  danger: css`
    color: ${({ theme }) => theme.colors.intent.danger.text};
  `,
};

/** Interpolate in a styled component that takes `$tone`. */
export const messageToneStyles = ({ $tone }: { $tone: MessageTone }) => messageTones[$tone];

/** The intents a line chart (a sparkline) may draw in. */
export const LINE_INTENTS = ['primary', 'success', 'warning', 'danger'] as const;
export type LineIntent = (typeof LINE_INTENTS)[number];

const lineColors: Record<LineIntent, RuleSet<object>> = {
  primary: css`
    color: ${({ theme }) => theme.colors.intent.primary.border};
  `,
  success: css`
    color: ${({ theme }) => theme.colors.intent.success.border};
  `,
  warning: css`
    color: ${({ theme }) => theme.colors.intent.warning.border};
  `,
  danger: css`
    color: ${({ theme }) => theme.colors.intent.danger.border};
  `,
};

/** Interpolate in a styled component that takes `$intent`: sets `color`, which the line strokes with currentColor. */
export const lineIntentStyles = ({ $intent }: { $intent: LineIntent }) => lineColors[$intent];

/** The compact table beside a chart (its text alternative): a bold caption, hairline rows, tabular figures. */
export const chartTableStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};

  & caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    padding-bottom: ${({ theme }) => theme.spacing(1)};
  }

  & th,
  & td {
    border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The look of every text box and select: one height, border, focus ring, disabled look and status borders
 * (`aria-invalid`, `data-status="warning" | "success"`). Widgets and apps add only width and density.
 */
export const controlStyles = css`
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.spacing(0, 1)};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.strong}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.primary};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  /* The global focus ring, drawn on the border: a box needs no gap between the two. */
  &:focus-visible {
    outline-offset: 0;
  }

  &[data-status='warning'] {
    border-color: ${({ theme }) => theme.colors.intent.warning.border};
  }

  &[data-status='success'] {
    border-color: ${({ theme }) => theme.colors.intent.success.border};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.intent.danger.border};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.background.secondary};
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

/** The form kit's controls: the one control look, filling their field, a little roomier than the toolbar controls. */
export const fieldControlStyles = css`
  ${controlStyles}
  width: 100%;
  padding: ${({ theme }) => theme.spacing(0.75, 1.5)};
`;

/** A multi-line text box of the form kit (comments, lists of addresses). */
export const textAreaStyles = css`
  ${fieldControlStyles}
  min-height: calc(${({ theme }) => theme.sizes.control.lg} * 2);
  resize: vertical;
`;

/** A field's label, or the label of a group of controls: the form kit's, and any widget's that lays out a field. */
export const fieldLabelStyles = css`
  padding: 0;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/** The asterisk after the label of a required field. */
export const requiredMarkStyles = css`
  margin-left: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme }) => theme.colors.intent.danger.text};
`;

/** The line of help under a field's label. */
export const fieldDescriptionStyles = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;
