export * from './anchors';
export * from './sectionVisibility';
