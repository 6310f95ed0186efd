export { ContactsSection } from './ContactsSection';
