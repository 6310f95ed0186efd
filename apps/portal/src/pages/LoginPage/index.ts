export { LoginPage, EMAIL_REQUIRED_MESSAGE, type LoginPageProps } from './LoginPage';
