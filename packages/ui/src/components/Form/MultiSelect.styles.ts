import { fieldControlStyles } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';

export const ComboRoot = styled.div`
  position: relative;
`;

export const ComboInput = styled.input`
  ${fieldControlStyles}
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.25)};
  padding-left: ${({ theme }) => theme.spacing(1)};
  background: ${({ theme }) => theme.colors.intent.neutral.main};
  color: ${({ theme }) => theme.colors.intent.neutral.contrast};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.intent.neutral.border}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.spacing(0.5)});
  right: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  max-height: calc(${({ theme }) => theme.sizes.control.md} * 7);
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing(0.5)};
  background: ${({ theme }) => theme.colors.background.elevated};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.border.medium}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

export const OptionItem = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: ${({ theme }) => theme.sizes.control.md};
  padding: ${({ theme }) => theme.spacing(0.5, 1)};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;

  &[data-active='true'] {
    background: ${({ theme }) => theme.colors.background.hover};
    outline: ${({ theme }) => `${theme.sizes.focusRing} solid ${theme.colors.focus}`};
    outline-offset: calc(-1 * ${({ theme }) => theme.sizes.focusRing});
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

/** Keeps the place of the check mark so labels line up. */
export const CheckSlot = styled.span`
  display: inline-flex;
  width: ${({ theme }) => theme.sizes.icon.md};
  color: ${({ theme }) => theme.colors.intent.primary.text};
`;

export const EmptyText = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.text.secondary};
`;
