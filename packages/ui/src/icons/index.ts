export { Icon, type IconProps } from './Icon';
export { ICON_NAMES, type IconName } from './paths';
