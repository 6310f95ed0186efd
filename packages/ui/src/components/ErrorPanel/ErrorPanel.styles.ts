import { styled } from '../../theme/styledInterop';

export const ErrorRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.intent.danger.subtle};
  color: ${({ theme }) => theme.colors.intent.danger.text};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.intent.danger.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const ErrorIconSlot = styled.span`
  display: inline-flex;
  padding-top: ${({ theme }) => theme.spacing(0.25)};
`;

export const ErrorContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
  overflow-wrap: break-word;
`;

export const ErrorTitle = styled.strong`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

export const ErrorMessage = styled.p`
  margin: 0;
`;
