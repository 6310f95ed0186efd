import { PortalThemeProvider, useColorScheme } from '@portal/ui';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  const { colorScheme } = useColorScheme();
  return (
    <PortalThemeProvider colorScheme={colorScheme}>
      <RouterProvider router={router} />
    </PortalThemeProvider>
  );
}
