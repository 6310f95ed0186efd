import { styled } from '../../theme/styledInterop';
import type { Intent } from '../../theme/tokens';

export const ProgressRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
`;

export const ProgressHeader = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const ProgressTrack = styled.div`
  height: ${({ theme }) => theme.spacing(1)};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.intent.neutral.main};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

export const ProgressFill = styled.div<{ $intent: Intent }>`
  height: 100%;
  background: ${({ theme, $intent }) => theme.colors.intent[$intent].main};
  transition: width ${({ theme }) => `${theme.motion.duration.normal} ${theme.motion.easing.standard}`};
`;
