import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH } from '@portal/ui';
import styled from 'styled-components';

/** The groups, one panel each, stacked. */
export const SensorGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** The header's 'healthy / total' count. */
export const HealthyCount = styled.span`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.sm};
  white-space: nowrap;
`;

/**
 * A group's sensors. Cells are plain elements styled from here (no styled component per cell): a group can hold
 * hundreds of rows. On narrow screens the table scrolls sideways inside its panel rather than squeezing the lines;
 * only there, since a scroll box would also clip the sparkline tooltip under the last row.
 */
export const SensorTableScroll = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    overflow-x: auto;
  }
`;

export const SensorTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};

  & th,
  & td {
    padding: ${({ theme }) => theme.spacing(1)};
    text-align: start;
    vertical-align: middle;
  }

  & thead th {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
    white-space: nowrap;
  }

  & tbody tr + tr {
    border-top: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
  }

  /* Names keep a readable width (a narrow screen scrolls the table instead); very long ones still wrap. */
  & tbody th {
    min-width: ${({ theme }) => theme.spacing(16)};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    overflow-wrap: anywhere;
  }

  & [data-column='activity'] {
    width: 1%;
  }

  & [data-column='status'] {
    width: 1%;
    white-space: nowrap;
  }
`;

/** The name, and the "No recent data" flag beside it (wrapping under it when narrow). */
export const SensorNameCell = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** The box a sparkline will take (portal-core §9: 260 × 48), until it is drawn. */
export const SparklinePlaceholder = styled.div`
  width: ${SPARKLINE_WIDTH}px;
  height: ${SPARKLINE_HEIGHT}px;
`;
