import { badgeColors, badgeStyles, type BadgeAppearance } from '../../theme/badgeStyles';
import { styled } from '../../theme/styledInterop';
import type { Intent } from '../../theme/tokens';

export { BADGE_APPEARANCES, type BadgeAppearance } from '../../theme/badgeStyles';

export const BadgeRoot = styled.span<{ $intent: Intent; $appearance: BadgeAppearance }>`
  ${badgeStyles}
  ${({ $intent, $appearance }) => badgeColors($intent, $appearance)}
`;
