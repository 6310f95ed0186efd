import { css, type RuleSet } from 'styled-components';
import { messageToneStyles, type MessageTone } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';
import type { CoverageIntent } from './coverageScore';

const intentStyles: Record<CoverageIntent, RuleSet<object>> = {
  success: css`
    --coverage-fill: ${({ theme }) => theme.colors.intent.success.main};
    --coverage-text: ${({ theme }) => theme.colors.intent.success.text};
  `,
  warning: css`
    --coverage-fill: ${({ theme }) => theme.colors.intent.warning.main};
    --coverage-text: ${({ theme }) => theme.colors.intent.warning.text};
  `,
  danger: css`
    --coverage-fill: ${({ theme }) => theme.colors.intent.danger.main};
    --coverage-text: ${({ theme }) => theme.colors.intent.danger.text};
  `,
};

export const CoverageRoot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const CoverageSummary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  justify-items: center;
`;

export const Meter = styled.div<{ $intent: CoverageIntent }>`
  position: relative;
  display: grid;
  place-items: center;
  ${({ $intent }) => intentStyles[$intent]}

  & > svg {
    display: block;
  }
`;

export const MeterTrack = styled.path`
  fill: ${({ theme }) => theme.colors.border.weak};
`;

export const MeterValue = styled.path`
  fill: var(--coverage-fill);
`;

export const MeterReading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const MeterScore = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export const MeterOutOf = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const MeterRating = styled.span`
  margin-top: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: var(--coverage-text);
`;

export const CoverageMessage = styled.p<{ $tone: MessageTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  ${messageToneStyles}
`;
