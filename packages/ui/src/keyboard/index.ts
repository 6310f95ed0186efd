export { nextEnabledIndex, rovingKey, type RovingKey } from './rovingFocus';
export { nextIndexForKey } from './seriesNavigation';
