import { Button, Icon } from '@portal/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  max-width: ${({ theme }) => theme.spacing(80)};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8, 3)};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export interface AppErrorPageProps {
  /** Reloads the portal; the browser's reload by default. */
  onRefresh?: () => void;
}

/** The whole-application error page (portal-core §2): unhandled errors end here, with a way back. */
export function AppErrorPage({ onRefresh = () => window.location.reload() }: AppErrorPageProps) {
  return (
    <Frame>
      <Icon name="exclamation" size="lg" />
      <h1>Something went wrong</h1>
      <p>The portal ran into an unexpected problem and has reported it. Refresh to continue.</p>
      <Button variant="primary" icon={<Icon name="refresh" />} onClick={onRefresh}>
        Refresh
      </Button>
    </Frame>
  );
}

interface BoundaryState {
  failed: boolean;
}

/** Catches render errors anywhere below it and shows the error page instead of a blank screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The error-reporting service of the real deployment hooks in here.
    console.error('Unhandled error in the portal', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <AppErrorPage /> : this.props.children;
  }
}
