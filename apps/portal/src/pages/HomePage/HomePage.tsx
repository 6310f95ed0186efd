import { Button } from '@portal/ui';
import { useUserInfo } from '../../api/hooks';
import { DataPanel, FactList, PageFrame } from '../../kit';
import { logout } from '../../state/session';

/** /account: who is signed in, for which customer; refreshing re-reads the user info. */
export function HomePage() {
  const userInfo = useUserInfo();
  return (
    <PageFrame
      title="Your account"
      actions={
        <Button size="sm" onClick={() => logout()}>
          Log out
        </Button>
      }
    >
      <DataPanel title="Account details" query={userInfo} loading="Loading account details...">
        {(data) => (
          <FactList>
            <dt>Signed in as</dt>
            <dd>{data.user.name}</dd>
            <dt>Email</dt>
            <dd>{data.user.email}</dd>
            <dt>Customer</dt>
            <dd>{data.user.customer?.name ?? 'No customer selected'}</dd>
          </FactList>
        )}
      </DataPanel>
    </PageFrame>
  );
}
