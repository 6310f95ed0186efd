import { styled } from '../../theme/styledInterop';
import type { ToastColour } from './toastTypes';

export const ToastViewport = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.spacing(2)};
  bottom: ${({ theme }) => theme.spacing(2)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: min(${({ theme }) => theme.breakpoints.sm}, calc(100vw - ${({ theme }) => theme.spacing(4)}));
  pointer-events: none;
`;

export const ToastList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ToastItem = styled.li<{ $colour: ToastColour }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1, 1, 1, 1.5)};
  background: ${({ theme }) => theme.colors.background.elevated};
  color: ${({ theme }) => theme.colors.text.primary};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-left: ${({ theme, $colour }) => `${theme.spacing(0.5)} solid ${theme.colors.intent[$colour].main}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
`;

export const ToastIcon = styled.span<{ $colour: ToastColour }>`
  display: inline-flex;
  padding-top: ${({ theme }) => theme.spacing(0.75)};
  color: ${({ theme, $colour }) => theme.colors.intent[$colour].text};
`;

export const ToastMessageText = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: ${({ theme }) => theme.spacing(0.5)};
  overflow-wrap: break-word;
`;
