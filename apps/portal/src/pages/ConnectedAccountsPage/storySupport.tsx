import { Route, Routes } from 'react-router-dom';
import { StatusRegion } from '../../StatusRegion';
import { ConnectedAccountsPage } from './ConnectedAccountsPage';

/** The list at its four routes, with the toasts. */
export function AccountListRoutes() {
  return (
    <>
      <Routes>
        <Route path="/connected-accounts" element={<ConnectedAccountsPage />} />
        <Route path="/telemetry/cloud" element={<ConnectedAccountsPage purpose="log" title="Cloud Sensors" />} />
        <Route path="/cloud-scanners" element={<ConnectedAccountsPage purpose="scan" title="Cloud Scanners" />} />
        <Route
          path="/account/federated-authentication"
          element={<ConnectedAccountsPage purpose="auth" title="Federated Authentication" />}
        />
      </Routes>
      <StatusRegion />
    </>
  );
}
