export { IpListField, type IpListFieldProps } from './IpListField';
