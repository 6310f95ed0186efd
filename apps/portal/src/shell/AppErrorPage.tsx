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

/**
 * What happens to the report: this build sends it nowhere (the boundary only writes it to the browser's console),
 * so the page says so and asks the user to tell the security team. Change the wording when error tracking is wired.
 */
export const ERROR_REPORT_TEXT =
  'The portal ran into an unexpected problem. It was not reported automatically: refresh to continue, and if it happens again, tell your security team what you were doing.';

/** The whole-application error page (portal-core §2): unhandled errors end here, with a way back. */
export function AppErrorPage({ onRefresh = () => window.location.reload() }: AppErrorPageProps) {
  return (
    <Frame>
      <Icon name="exclamation" size="lg" />
      <h1>Something went wrong</h1>
      <p>{ERROR_REPORT_TEXT}</p>
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
    // Only the console sees it: no error-reporting service is wired (ERROR_REPORT_TEXT says so to the user).
    console.error('Unhandled error in the portal', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <AppErrorPage /> : this.props.children;
  }
}
