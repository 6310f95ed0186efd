import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

export const ListStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Select = styled.select`
  ${controlStyles}
`;

/** Previous / page n / Next under the table. */
export const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
