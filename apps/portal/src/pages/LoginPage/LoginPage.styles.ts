import type { ErrorColour } from '@portal/api';
import styled from 'styled-components';

export const Page = styled.main`
  max-width: ${({ theme }) => theme.spacing(60)};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8, 2)};
`;

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
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.spacing(0, 1)};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.strong}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.primary};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.intent.danger.border};
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.intent.danger.text};
`;

export const Notice = styled.p<{ $colour: ErrorColour }>`
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  padding: ${({ theme }) => theme.spacing(1, 1.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $colour }) => theme.colors.intent[$colour].subtle};
  color: ${({ theme, $colour }) => theme.colors.intent[$colour].text};
`;
