import { FloatingOverlay } from '@floating-ui/react';
import { css, type RuleSet } from 'styled-components';
import { styled } from '../../theme/styledInterop';
import type { Size } from '../../theme/tokens';

const widthStyles: Record<Size, RuleSet<object>> = {
  sm: css`
    width: ${({ theme }) => theme.breakpoints.sm};
  `,
  md: css`
    width: ${({ theme }) => theme.breakpoints.md};
  `,
  lg: css`
    width: ${({ theme }) => theme.breakpoints.lg};
  `,
};

export const Backdrop = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.overlay};
`;

export const DialogSurface = styled.div<{ $size: Size }>`
  display: flex;
  flex-direction: column;
  max-width: 100%;
  max-height: calc(100vh - ${({ theme }) => theme.spacing(4)});
  background: ${({ theme }) => theme.colors.background.elevated};
  color: ${({ theme }) => theme.colors.text.primary};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $size }) => widthStyles[$size]}

  &:focus-visible {
    outline: ${({ theme }) => `${theme.sizes.focusRing} solid ${theme.colors.focus}`};
  }
`;

export const DialogHeader = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2, 2, 1, 3)};
`;

export const DialogTitle = styled.h2`
  margin: 0;
  padding-top: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const DialogBody = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(1, 3, 2)};
`;

export const DialogDescription = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(1)};
`;

export const DialogFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-top: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.weak}`};
`;
