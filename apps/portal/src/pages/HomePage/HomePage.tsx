import { Button } from '@portal/ui';
import styled from 'styled-components';
import { useUserInfo } from '../../api/hooks';
import { DataPanel, PageFrame } from '../../kit';
import { logout } from '../../state/session';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

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
          <Facts>
            <dt>Signed in as</dt>
            <dd>{data.user.name}</dd>
            <dt>Email</dt>
            <dd>{data.user.email}</dd>
            <dt>Customer</dt>
            <dd>{data.user.customer?.name ?? 'No customer selected'}</dd>
          </Facts>
        )}
      </DataPanel>
    </PageFrame>
  );
}
