export { Tabs, type TabsProps, type TabsItem } from './Tabs';
