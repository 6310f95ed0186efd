import { LINE_INTENTS, lineIntentStyles, type LineIntent } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';

export const SERIES_SPARKLINE_INTENTS = LINE_INTENTS;
export type SeriesSparklineIntent = LineIntent;

/**
 * The svg itself is the one styled element: a table can hold a hundred of these, and each styled element costs a
 * render. The path is plain SVG styled from here.
 */
export const SeriesSparklineRoot = styled.svg<{ $intent: SeriesSparklineIntent }>`
  display: block;
  flex: none;
  overflow: visible;
  ${lineIntentStyles}

  & > path {
    fill: none;
    stroke: currentColor;
  }
`;

export const SeriesSparklineEmpty = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;
