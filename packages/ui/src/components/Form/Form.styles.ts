import { css } from 'styled-components';
import {
  fieldControlStyles,
  fieldDescriptionStyles,
  fieldLabelStyles,
  requiredMarkStyles,
  textAreaStyles,
} from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';
import type { FieldStatusIntent } from './fieldValidation';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 0;
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
  ${fieldLabelStyles}
  ${({ $hidden = false }) => $hidden && visuallyHidden}
`;

/** The label of a group of controls (radios), referenced by the group's aria-labelledby. */
export const GroupLabel = styled.span`
  ${fieldLabelStyles}
`;

export const RequiredMark = styled.span`
  ${requiredMarkStyles}
`;

export const FieldDescription = styled.p`
  ${fieldDescriptionStyles}
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

export const TextInput = styled.input`
  ${fieldControlStyles}
`;

export const TextArea = styled.textarea`
  ${textAreaStyles}
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
