export { Menu, type MenuProps, type MenuItem } from './Menu';
