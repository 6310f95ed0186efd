export { routes } from './routes/router';
