import { controlStyles } from '@portal/ui';
import styled from 'styled-components';

/** Plain form controls for the shell's small forms (sign-in, customer switch). */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const Label = styled.label`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const Input = styled.input`
  ${controlStyles}
  font-size: inherit;
`;

export const Select = styled(Input).attrs({ as: 'select' })``;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.intent.danger.text};
`;
