export { useAnchoredOverlay, useTriggerElement, type AnchoredOverlay, type TriggerElement } from './useAnchoredOverlay';
export { useControllableState } from './useControllableState';
