/**
 * @portal/ui — the Portal design system.
 * Every widget is presentational: it fetches nothing and knows nothing of the portal app.
 */
export * from './theme';
export * from './icons';
export * from './components/Button';
export * from './components/Panel';
export * from './components/Spinner';
export * from './components/VisuallyHidden';
export * from './format';
export * from './components/Badge';
export * from './components/Sparkline';
