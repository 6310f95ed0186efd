export { WorldMap, type WorldMapCountry, type WorldMapProps } from './WorldMap';
export { ALPHA2_TO_NUMERIC, numericCountryCode, type CountryAlpha2 } from './countryCodes';
export { WORLD_MAP_HEIGHT, WORLD_MAP_WIDTH } from './worldAtlas';
