import { styled } from '../../theme/styledInterop';
import { TextArea } from '../Form/Form.styles';

export const IpListCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-variant-numeric: tabular-nums;
`;

export const IpTextArea = styled(TextArea)`
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
`;
