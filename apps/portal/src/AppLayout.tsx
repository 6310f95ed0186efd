import { Outlet } from 'react-router-dom';
import { StatusRegion } from './StatusRegion';

export function AppLayout() {
  return (
    <>
      <Outlet />
      <StatusRegion />
    </>
  );
}
