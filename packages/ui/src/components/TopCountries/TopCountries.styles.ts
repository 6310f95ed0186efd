import { chartTableStyles } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';

export const TopCountriesRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;

  @media (max-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Narrow screens scroll the table sideways rather than squeeze five columns. */
export const TableScroller = styled.div`
  overflow-x: auto;
`;

export const CountriesTable = styled.table`
  ${chartTableStyles}

  & th,
  & td {
    padding: ${({ theme }) => theme.spacing(1)};
    text-align: right;
    white-space: nowrap;
  }

  & thead th {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }

  & th:first-child {
    text-align: left;
    white-space: normal;
  }

  & tbody th {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export const MessageBlock = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3, 2)};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ErrorBlock = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1.5, 2)};
  background: ${({ theme }) => theme.colors.intent.danger.subtle};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.intent.danger.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.intent.danger.text};
`;
