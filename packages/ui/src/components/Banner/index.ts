export { Banner, type BannerProps } from './Banner';
export { BANNER_INTENTS, type BannerIntent } from './bannerIntents';
