export { SideNav, type SideNavProps, type SideNavItem, type SideNavGroup } from './SideNav';
