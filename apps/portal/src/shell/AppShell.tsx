import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { StatusRegion } from '../StatusRegion';
import { NavBar } from './NavBar';
import { ShellBanners } from './ShellBanners';
import { ShortcutsDialog } from './ShortcutsDialog';

const Content = styled.div`
  &:focus {
    outline: none;
  }
`;

/** The frame every screen lives in: navigation, banners, the page, toasts and keyboard shortcuts. */
export function AppShell() {
  return (
    <>
      <NavBar />
      <ShellBanners />
      <Content id="main-content" tabIndex={-1}>
        <Outlet />
      </Content>
      <StatusRegion />
      <ShortcutsDialog />
    </>
  );
}
