export { IpAddressesPage } from './IpAddressesPage';
