import { EmptyState } from '@portal/ui';
import { Link } from 'react-router-dom';
import { PageFrame } from '../../kit';

/** Shown in place of a screen the user may not see (portal-core §2). */
export function ForbiddenPage() {
  return (
    <PageFrame title="Access denied">
      <EmptyState
        icon="prohibited"
        headingLevel={2}
        title="You do not have access to this page"
        description="Your account does not include this part of the portal. Contact your security team if you need it."
        action={<Link to="/">Go to your start page</Link>}
      />
    </PageFrame>
  );
}
