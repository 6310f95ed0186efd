import { css, type RuleSet } from 'styled-components';

/** The tone of a message a widget shows in its own place: muted while loading or empty, danger for an error. */
export const MESSAGE_TONES = ['muted', 'danger'] as const;
export type MessageTone = (typeof MESSAGE_TONES)[number];

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
