import { fieldDescriptionStyles, fieldLabelStyles, requiredMarkStyles } from '../../theme/mixins';
import { styled } from '../../theme/styledInterop';

export const FileInput = styled.input`
  width: 100%;
  padding: ${({ theme }) => theme.spacing(0.75, 0)};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};

  &::file-selector-button {
    min-height: ${({ theme }) => theme.sizes.control.sm};
    margin-right: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(0, 1.5)};
    background: ${({ theme }) => theme.colors.intent.neutral.main};
    color: ${({ theme }) => theme.colors.intent.neutral.contrast};
    border: ${({ theme }) => `${theme.sizes.border} solid ${theme.colors.intent.neutral.border}`};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    cursor: pointer;
  }

  &:disabled::file-selector-button {
    cursor: not-allowed;
  }
`;

export const FileNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** A stored secret: its name, 'Use existing value', and the empty input once that is unticked. */
export const SecretGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
`;

/** The stored secret's name, labelling its group, in the form kit's look. */
export const SecretLabel = styled.span`
  ${fieldLabelStyles}
`;

export const RequiredMark = styled.span`
  ${requiredMarkStyles}
`;

export const SecretDescription = styled.p`
  ${fieldDescriptionStyles}
`;
