import { styled } from '../../theme/styledInterop';

export const CopyRoot = styled.span`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const CopyStatus = styled.span<{ $outcome: 'copied' | 'failed' | 'idle' }>`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme, $outcome }) =>
    $outcome === 'failed' ? theme.colors.intent.danger.text : theme.colors.intent.success.text};
`;
