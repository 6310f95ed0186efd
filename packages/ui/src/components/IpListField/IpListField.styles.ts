import { textAreaStyles } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';

export const IpListCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const IpTextArea = styled.textarea`
  ${textAreaStyles}
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
`;
