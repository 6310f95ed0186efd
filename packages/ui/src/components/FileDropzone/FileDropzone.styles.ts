import { css, type RuleSet } from 'styled-components';
import { styled } from '../../theme/styledInterop';
import type { UploadState } from './attachments';

export const DropzoneRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

export const DropzoneLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

export const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const DROP_AREA_STATES = ['idle', 'dragging', 'blocked'] as const;
export type DropAreaState = (typeof DROP_AREA_STATES)[number];

const dropAreaStyles: Record<DropAreaState, RuleSet<object>> = {
  idle: css`
    border-color: ${({ theme }) => theme.colors.border.strong};
    background: ${({ theme }) => theme.colors.background.secondary};
  `,
  dragging: css`
    border-color: ${({ theme }) => theme.colors.intent.primary.border};
    background: ${({ theme }) => theme.colors.intent.primary.subtle};

    ${Hint} {
      color: ${({ theme }) => theme.colors.text.primary};
    }
  `,
  blocked: css`
    border-color: ${({ theme }) => theme.colors.border.medium};
    background: ${({ theme }) => theme.colors.background.secondary};
    cursor: not-allowed;
  `,
};

export const DropArea = styled.div<{ $state: DropAreaState }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(3, 2)};
  border: ${({ theme }) => theme.sizes.border} dashed;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: center;
  transition: background ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  ${({ $state }) => dropAreaStyles[$state]}
`;

export const DropText = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The real file input, kept in the tab order; its label is what sighted users see and click. */
export const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
  opacity: 0;
`;

export const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: ${({ theme }) => theme.sizes.control.sm};
  padding: ${({ theme }) => theme.spacing(0, 1.5)};
  border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.intent.neutral.border}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.intent.neutral.main};
  color: ${({ theme }) => theme.colors.intent.neutral.contrast};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.intent.neutral.shade};
  }

  ${FileInput}:focus-visible + & {
    outline: ${({ theme }) => `${theme.sizes.focusRing} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.sizes.focusRing};
  }

  ${FileInput}:disabled + & {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const Message = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const RejectionList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme }) => theme.colors.intent.danger.text};
  overflow-wrap: anywhere;
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles: Record<UploadState, RuleSet<object>> = {
  sending: css`
    border-color: ${({ theme }) => theme.colors.border.medium};
  `,
  success: css`
    border-color: ${({ theme }) => theme.colors.intent.success.border};
  `,
  error: css`
    border-color: ${({ theme }) => theme.colors.intent.danger.border};
  `,
};

export const Item = styled.li<{ $state: UploadState }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1)};
  border: ${({ theme }) => theme.sizes.border} solid;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.primary};
  ${({ $state }) => itemStyles[$state]}
`;

export const ItemBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.25)};
  min-width: 0;
`;

export const ItemName = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  overflow-wrap: anywhere;
`;

export const ItemMeta = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const stateTextStyles: Record<UploadState, RuleSet<object>> = {
  sending: css`
    color: ${({ theme }) => theme.colors.text.secondary};
  `,
  success: css`
    color: ${({ theme }) => theme.colors.intent.success.text};
  `,
  error: css`
    color: ${({ theme }) => theme.colors.intent.danger.text};
  `,
};

export const StateText = styled.span<{ $state: UploadState }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(0.5)};
  ${({ $state }) => stateTextStyles[$state]}
`;

export const ItemError = styled.span`
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.intent.danger.text};
  overflow-wrap: anywhere;
`;
