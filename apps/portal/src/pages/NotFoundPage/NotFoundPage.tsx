import { Panel } from '@portal/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.main`
  max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4, 3)};
`;

/** The fallback for paths the portal does not know. */
export function NotFoundPage() {
  return (
    <Page>
      <Panel title="Page not found" headingLevel={2}>
        <p>The page you asked for does not exist or has moved.</p>
        <Link to="/">Go to the portal home</Link>
      </Panel>
    </Page>
  );
}
