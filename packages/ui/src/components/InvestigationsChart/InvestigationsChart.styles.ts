import { chartTableStyles, messageToneStyles, type MessageTone } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';

export const ChartRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

export const ChartToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Wide histograms scroll sideways instead of squeezing the bars below their fixed size. */
export const ChartScroller = styled.div`
  position: relative;
  overflow-x: auto;
  overflow-y: hidden;
`;

export const ChartPlot = styled.div`
  position: relative;
  width: max-content;

  & > svg {
    display: block;
  }

  & line {
    stroke: ${({ theme }) => theme.colors.border.medium};
    shape-rendering: crispEdges;
  }

  & text {
    fill: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-family: inherit;
  }

  & rect {
    fill: ${({ theme }) => theme.colors.intent.primary.main};
    cursor: default;
    outline: none;
  }

  & rect[data-active='true'] {
    fill: ${({ theme }) => theme.colors.intent.primary.shade};
  }

  & rect:focus-visible {
    stroke: ${({ theme }) => theme.colors.focus};
    stroke-width: ${({ theme }) => theme.sizes.focusRing};
    paint-order: stroke;
  }
`;

export const BarTooltip = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  padding: ${({ theme }) => theme.spacing(0.5, 1)};
  background: ${({ theme }) => theme.colors.background.elevated};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  white-space: nowrap;
  pointer-events: none;
  transform: translateY(calc(-100% - ${({ theme }) => theme.spacing(0.5)}));
`;

/** Keeps the chart's height in every state, so the dashboard does not jump when data arrives. */
export const ChartMessage = styled.div<{ $tone: MessageTone }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2)};
  text-align: center;
  ${messageToneStyles}
`;

export const DataTable = styled.table`
  ${chartTableStyles}

  & th,
  & td {
    padding: ${({ theme }) => theme.spacing(0.5, 1)};
    text-align: left;
  }

  & td,
  & th[scope='col']:last-child {
    text-align: right;
  }
`;
