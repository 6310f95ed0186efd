import { Spinner } from '@portal/ui';
import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { StatusRegion } from '../StatusRegion';
import { ImpersonationConfirm } from './ImpersonationConfirm';
import { NavBar } from './NavBar';
import { ShellBanners } from './ShellBanners';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useFocusAfterNavigation } from './useFocusAfterNavigation';

const Content = styled.div`
  &:focus {
    outline: none;
  }
`;

const PageLoading = styled(Spinner)`
  margin: ${({ theme }) => theme.spacing(4, 3)};
`;

/** The frame every screen lives in: navigation, banners, the page, toasts and keyboard shortcuts. */
export function AppShell() {
  const content = useRef<HTMLDivElement>(null);
  useFocusAfterNavigation(content);
  return (
    <>
      <NavBar />
      <ShellBanners />
      <Content id="main-content" tabIndex={-1} ref={content}>
        {/* Pages are lazy chunks: while one loads, the navigation bar and banners stay and the page area says so. */}
        <Suspense fallback={<PageLoading label="Loading page..." showLabel />}>
          <Outlet />
        </Suspense>
      </Content>
      <StatusRegion />
      <ShortcutsDialog />
      <ImpersonationConfirm />
    </>
  );
}
