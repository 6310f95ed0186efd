import { css, type RuleSet } from 'styled-components';
import { styled } from '../../theme/styledInterop';

export const SERIES_SPARKLINE_INTENTS = ['primary', 'success', 'warning', 'danger'] as const;
export type SeriesSparklineIntent = (typeof SERIES_SPARKLINE_INTENTS)[number];

const lineColors: Record<SeriesSparklineIntent, RuleSet<object>> = {
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

/**
 * The svg itself is the one styled element: a table can hold a hundred of these, and each styled element costs a
 * render. The path is plain SVG styled from here.
 */
export const SeriesSparklineRoot = styled.svg<{ $intent: SeriesSparklineIntent }>`
  display: block;
  flex: none;
  overflow: visible;
  ${({ $intent }) => lineColors[$intent]}

  & > path {
    fill: none;
    stroke: currentColor;
  }
`;

export const SeriesSparklineEmpty = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;
