import { styled } from '../../theme/styledInterop';
import type { BannerIntent } from './bannerIntents';

export const BannerRoot = styled.div<{ $intent: BannerIntent }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1.5)};
  padding: ${({ theme }) => theme.spacing(1.5, 1.5, 1.5, 2)};
  background: ${({ theme, $intent }) => theme.colors.intent[$intent].subtle};
  color: ${({ theme }) => theme.colors.text.primary};
  border: ${({ theme, $intent }) => `${theme.sizes.border} solid ${theme.colors.intent[$intent].border}`};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const BannerIcon = styled.span<{ $intent: BannerIntent }>`
  display: inline-flex;
  padding-top: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme, $intent }) => theme.colors.intent[$intent].text};
`;

export const BannerContent = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
  padding-top: ${({ theme }) => theme.spacing(0.25)};
  overflow-wrap: break-word;
`;

export const BannerTitle = styled.strong`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;
