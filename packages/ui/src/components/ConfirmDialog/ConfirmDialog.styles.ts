import { styled } from '../../theme/styledInterop';

/** A warning line under the question, in the warning intent's readable text colour. */
export const ConfirmWarning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.intent.warning.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;
