export { Tooltip, TOOLTIP_DELAY_MS, LIGHT_TOOLTIP_DELAY_MS, type TooltipProps } from './Tooltip';
export { TOOLTIP_VARIANTS, type TooltipVariant } from './Tooltip.styles';
export type { TriggerElement } from '../../hooks';
