import { keyframes } from 'styled-components';
import { styled } from '../../theme/styledInterop';
import type { Size } from '../../theme/tokens';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const SpinnerCircle = styled.svg<{ $size: Size }>`
  width: ${({ theme, $size }) => theme.sizes.icon[$size]};
  height: ${({ theme, $size }) => theme.sizes.icon[$size]};
  animation: ${spin} 0.8s linear infinite;
  fill: none;
  stroke: currentColor;
  stroke-width: 3;
  stroke-linecap: round;
`;
