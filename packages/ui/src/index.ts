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
export * from './components/SeriesSparkline';
export * from './components/HeatMapCell';
export * from './components/Link';
export * from './components/Tooltip';
export * from './components/Popover';
export * from './components/Modal';
export * from './components/ConfirmDialog';
export * from './components/ToastStack';
export * from './components/ProgressBar';
export * from './components/ErrorPanel';
export * from './components/EmptyState';
export * from './components/Banner';
export * from './components/CoverageGauge';
export * from './components/Breadcrumbs';
export * from './components/Tabs';
export * from './components/InvestigationsChart';
export * from './components/Accordion';
export * from './components/WorldMap';
export * from './components/TopCountries';
export * from './components/Menu';
export * from './components/SideNav';
export * from './components/AbbreviatedNumber';
export * from './components/StatTile';
export * from './components/TimeRangePicker';
export * from './components/FileDropzone';
export * from './components/Freshness';
export * from './components/Form';
export * from './components/DataTable';
export * from './components/EndpointTable';
export * from './ip';
export * from './dns';
export * from './components/IpListField';
export * from './components/CredentialSchemaForm';
export * from './csv';
export * from './deviceConfig';
