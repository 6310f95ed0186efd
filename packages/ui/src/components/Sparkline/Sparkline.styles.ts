import {
  LINE_INTENTS,
  lineIntentStyles,
  messageToneStyles,
  type LineIntent,
  type MessageTone,
} from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';

export const SPARKLINE_INTENTS = LINE_INTENTS;
export type SparklineIntent = LineIntent;

/**
 * One styled element per sparkline: the plot's parts are plain SVG/HTML styled from here, because a page can hold
 * hundreds of sparklines and each styled element costs a render. Width and height come from props (attributes).
 * The root hugs the plot (max-content) even inside a stretching grid, so the focus ring does too. The line keeps
 * the default miter joins: round joins on hundreds of vertices cost raster time and look the same. The slider
 * covers the plot and takes the pointer and the keyboard focus for point-by-point reading.
 */
export const SparklineRoot = styled.div<{ $intent: SparklineIntent }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  width: max-content;
  ${lineIntentStyles}

  & > svg {
    display: block;
    overflow: visible;
  }

  & > svg > path {
    fill: none;
    stroke: currentColor;
  }

  & > svg > circle {
    fill: currentColor;
    stroke: ${({ theme }) => theme.colors.background.primary};
  }

  & > [role='slider'] {
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: crosshair;
  }

  & > [role='slider']:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRing} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRing};
  }

  & > [role='tooltip'] {
    position: absolute;
    top: 100%;
    z-index: ${({ theme }) => theme.zIndex.tooltip};
    margin-top: ${({ theme }) => theme.spacing(0.5)};
    padding: ${({ theme }) => theme.spacing(0.5, 1)};
    background: ${({ theme }) => theme.colors.background.elevated};
    border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.md};
    color: ${({ theme }) => theme.colors.text.primary};
    font-size: ${({ theme }) => theme.typography.size.xs};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    white-space: nowrap;
    pointer-events: none;
  }

  & > [role='tooltip'] > span {
    display: block;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

/** Takes the plot's place (same box) when there is no line to draw. */
export const SparklineMessage = styled.div<{ $tone: MessageTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.xs};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  ${messageToneStyles}
`;
