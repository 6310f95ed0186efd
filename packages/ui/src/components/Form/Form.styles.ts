import { css } from 'styled-components';
import { controlStyles } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';
import type { FieldStatusIntent } from './fieldValidation';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
`;

const labelStyles = css`
  padding: 0;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  ${labelStyles}
  ${({ $hidden = false }) => $hidden && visuallyHidden}
`;

/** The label of a group of controls (radios), referenced by the group's aria-labelledby. */
export const GroupLabel = styled.span`
  ${labelStyles}
`;

export const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.spacing(0.5)};
  color: ${({ theme }) => theme.colors.intent.danger.text};
`;

export const FieldDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

export const StatusLine = styled.p<{ $intent: FieldStatusIntent }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme, $intent }) => theme.colors.intent[$intent === 'error' ? 'danger' : $intent].text};
`;

/** The kit's controls fill their field and are a little roomier than the toolbar controls. */
export const fieldControlStyles = css`
  ${controlStyles}
  width: 100%;
  padding: ${({ theme }) => theme.spacing(0.75, 1.5)};
`;

export const TextInput = styled.input`
  ${fieldControlStyles}
`;

export const TextArea = styled.textarea`
  ${fieldControlStyles}
  min-height: calc(${({ theme }) => theme.sizes.control.lg} * 2);
  resize: vertical;
`;

export const NativeSelect = styled.select`
  ${fieldControlStyles}
  cursor: pointer;
`;

export const ChoiceRow = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: ${({ theme }) => theme.sizes.control.sm};
  color: ${({ theme }) => theme.colors.text.primary};
  cursor: pointer;

  &:has(input:disabled) {
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

export const ChoiceInput = styled.input`
  width: ${({ theme }) => theme.sizes.icon.md};
  height: ${({ theme }) => theme.sizes.icon.md};
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.intent.primary.main};
  cursor: inherit;
`;

export const ChoiceList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

export const ActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(1)};
`;

export const OptionDescription = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;
