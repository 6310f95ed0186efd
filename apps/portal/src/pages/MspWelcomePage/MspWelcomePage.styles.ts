import styled from 'styled-components';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing(1, 1.5)};
    /* Long unbroken customer names wrap instead of overflowing the table. */
    overflow-wrap: anywhere;
    border-bottom: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
    text-align: left;
  }

  /* The customer-name button may wrap its label over several lines. */
  td > button {
    max-width: 100%;
    white-space: normal;
    text-align: start;
  }

  th {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
`;

export const Row = styled.tr<{ $current: boolean }>`
  background: ${({ theme, $current }) => ($current ? theme.colors.intent.primary.subtle : 'transparent')};
`;

export const NumberCell = styled.td`
  font-variant-numeric: tabular-nums;
`;
