import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

export const ReportsStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Select = styled.select`
  ${controlStyles}
`;

export const SearchInput = styled.input`
  ${controlStyles}
`;

/** A failed link: the message, then Retry, on the report's row. */
export const DownloadCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

export const CellError = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.intent.danger.text};
`;
