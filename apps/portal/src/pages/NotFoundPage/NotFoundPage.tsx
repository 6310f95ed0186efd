import { EmptyState } from '@portal/ui';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../kit';

/** The fallback for paths the portal does not know. */
export function NotFoundPage() {
  return (
    <PageFrame title="Page not found">
      <EmptyState
        icon="search"
        headingLevel={2}
        title="There is nothing at this address"
        description="The page you asked for does not exist or has moved."
        action={<Link to="/">Go to the portal home</Link>}
      />
    </PageFrame>
  );
}
