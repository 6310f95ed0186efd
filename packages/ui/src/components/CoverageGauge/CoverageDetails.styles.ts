import { styled } from '../../theme/styledInterop';

export const BreakdownTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};

  & caption {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  & th,
  & td {
    padding: ${({ theme }) => theme.spacing(1)};
    border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
    text-align: left;
  }

  & thead th {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }

  & td:not(:first-child),
  & th[scope='col']:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  & tfoot th,
  & tfoot td {
    border-bottom: none;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

/** The share earned as a bar; its percentage is in hidden text, so the bar itself is hidden from assistive tech. */
export const BreakdownBar = styled.span`
  display: block;
  width: ${({ theme }) => theme.spacing(12)};
  max-width: 100%;
  height: ${({ theme }) => theme.spacing(0.75)};
  margin-left: auto;
  background: ${({ theme }) => theme.colors.border.weak};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.intent.primary.border};
  }
`;

export const ComparisonList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};

  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
  }

  & dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

export const ComparisonRating = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

/** The breakdown with the readiness facts: each part of the score heads its group, the facts are indented under it. */
export const FactsTable = styled(BreakdownTable)`
  & tbody th[scope='rowgroup'] {
    padding-top: ${({ theme }) => theme.spacing(2)};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }

  & tbody tr:has(th[scope='rowgroup']) td {
    padding-top: ${({ theme }) => theme.spacing(2)};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export const FactRow = styled.tr`
  & th {
    padding-left: ${({ theme }) => theme.spacing(3)};
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
`;

/** Spans the gauge's columns, above the dial and the breakdown. */
export const Explanation = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
