import { buttonStyles, type ButtonVariant } from '../../theme/buttonStyles';
import { styled } from '../../theme/styledInterop';
import type { Size } from '../../theme/tokens';

export { BUTTON_VARIANTS, type ButtonVariant } from '../../theme/buttonStyles';

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: Size; $iconOnly: boolean }>`
  ${({ $variant, $size, $iconOnly }) => buttonStyles($variant, $size, $iconOnly)}
`;
