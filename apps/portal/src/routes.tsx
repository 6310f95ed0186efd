export { routes } from './routes/routeTable';
