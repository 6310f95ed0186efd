export * from './anchors';
export * from './sectionVisibility';
export * from './sideNavGroups';
export * from './sectionReadiness';
