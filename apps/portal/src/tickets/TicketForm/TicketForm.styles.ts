import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

export const ReadOnlyField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const ReadOnlyLabel = styled.label`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const ReadOnlyInput = styled.input`
  ${controlStyles}
  width: 100%;
  background: ${({ theme }) => theme.colors.background.secondary};
`;

export const SendRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};
`;

export const ResultActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;
