export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbsItem } from './Breadcrumbs';
