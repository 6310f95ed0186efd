export { routes } from './routes/router';
export { preloadPage } from './routes/preloadPage';
