import { css } from 'styled-components';
import { styled } from '../../theme/styledInterop';
import { HEAT_LEVELS, heatMixPercent } from './heatLevel';

/**
 * One rule per heat step, written once (static CSS switched by a data attribute, not per render). The heat colour
 * is the primary intent's border colour mixed with transparent, so a hovered row still shows through.
 */
const levelRules = Array.from(
  { length: HEAT_LEVELS },
  (_, index) => css`
    &[data-heat-level='${index + 1}'] {
      background: color-mix(
        in srgb,
        ${({ theme }) => theme.colors.intent.primary.border} ${heatMixPercent(index + 1)}%,
        transparent
      );
    }
  `,
);

/**
 * The count on its heat colour. A link inside takes the cell's text colour (underlined): the link colour would
 * lose its contrast on the darker steps, primary text keeps it on all of them (heatLevel.test.ts).
 */
export const HeatMapCellRoot = styled.span`
  display: block;
  padding: ${({ theme }) => theme.spacing(0.5, 1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: end;
  font-variant-numeric: tabular-nums;
  overflow: hidden;
  text-overflow: ellipsis;
  ${levelRules}

  & a {
    color: inherit;
    text-decoration: underline;
  }
`;
