export { LoginPage, EMAIL_REQUIRED_MESSAGE } from './LoginPage';
