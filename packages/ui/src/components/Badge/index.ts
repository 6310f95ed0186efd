export { Badge, type BadgeProps } from './Badge';
export { BADGE_APPEARANCES, type BadgeAppearance } from './Badge.styles';
export { badgeIntentForStatus } from './badgeIntent';
