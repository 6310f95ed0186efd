import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

export const PageStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const SearchFormRoot = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const FormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Field = styled.label`
  display: flex;
  flex: 1 1 ${({ theme }) => theme.spacing(40)};
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const QueryInput = styled.input`
  ${controlStyles}
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
`;

export const TagSet = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  border: 0;
`;

export const TagLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing(0.5)};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ResultsStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1.5)};
`;

export const ToolbarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const MessageText = styled.span`
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** Previous / Page n of m / Next under the results. */
export const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1.5)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
