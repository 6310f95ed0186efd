import { INVESTIGATIONS_CHART_HEIGHT } from '@portal/ui';
import styled from 'styled-components';

export const DASHBOARD_AREAS = ['coverage', 'endpoints', 'sensors', 'chart', 'total', 'ticketed', 'countries'] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

/**
 * Wide screens: the three tiles, then the investigations chart two columns wide with the total and the ticketed
 * investigations stacked beside it, then Top Countries. Below the large breakpoint the total panel moves up, above
 * the chart, beside the ticketed one, so the headline number is not pushed below a 430 px chart.
 */
export const DashboardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'coverage' 'endpoints' 'sensors' 'total' 'ticketed' 'chart' 'countries';

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas:
      'coverage endpoints'
      'sensors sensors'
      'total ticketed'
      'chart chart'
      'countries countries';
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    /* The total and ticketed rows share the chart's height equally, whatever their content: sized by their content,
       they moved each other (and the panels below) as their figures arrived, a layout shift Lighthouse counted. */
    grid-template-rows: auto 1fr 1fr auto;
    grid-template-areas:
      'coverage endpoints sensors'
      'chart chart total'
      'chart chart ticketed'
      'countries countries countries';
  }
`;

/** One cell of the grid; its panel fills the cell so the panels of a row line up. */
export const DashboardCell = styled.div<{ $area: DashboardArea }>`
  display: grid;
  min-width: 0;
  grid-area: ${({ $area }) => $area};
`;

/** A tile's footer: the explanation, then when its data was fetched and the refresh. */
export const TileFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const TileText = styled.p`
  margin: 0;
`;

/** The no-agents call to action: the sentence, then the button. */
export const CallToAction = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing(2)};

  p {
    margin: 0;
  }
`;

/**
 * The chart's space while it loads or fails: the loaded chart's height (its toolbar, one small control, above the
 * plot), so the panels beside and below do not move when the investigations arrive (they did: layout shifts
 * Lighthouse counted).
 */
export const ChartSpace = styled.div`
  display: grid;
  place-items: center;
  min-height: calc(
    ${INVESTIGATIONS_CHART_HEIGHT}px + ${({ theme }) => theme.sizes.control.sm} + ${({ theme }) => theme.spacing(1)}
  );
`;
