import { styled } from '../theme/styledInterop';
import type { Size } from '../theme/tokens';
import { ICON_PATHS, type IconName } from './paths';

export interface IconProps {
  name: IconName;
  size?: Size;
  /** A label makes the icon meaningful to assistive technology; without one it is decorative. */
  label?: string;
  className?: string;
}

const Svg = styled.svg<{ $size: Size }>`
  width: ${({ theme, $size }) => theme.sizes.icon[$size]};
  height: ${({ theme, $size }) => theme.sizes.icon[$size]};
  flex: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export function Icon({ name, size = 'md', label, className }: IconProps) {
  return (
    <Svg
      $size={size}
      viewBox="0 0 24 24"
      className={className}
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </Svg>
  );
}
