import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

export { preloadPage } from './routes';

// Created once per page load: the router keeps the location across the remounts of a customer switch.
const router = createBrowserRouter(routes);

/** The signed-in portal: the shell and every route. Its own chunk, so the sign-in page loads none of it. */
export function PortalRouter() {
  return <RouterProvider router={router} />;
}
