import { Button, Icon, Panel, Spinner } from '@portal/ui';
import styled from 'styled-components';
import { useUserInfo } from '../../api/hooks';
import { showStatus } from '../../state/appStore';
import { logout } from '../../state/session';

const Page = styled.main`
  max-width: ${({ theme }) => theme.sizes.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(4, 3)};
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.spacing(0, 0, 3)};
  font-size: ${({ theme }) => theme.typography.size.xxl};
`;

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
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.spacing(0, 0, 2)};
  color: ${({ theme }) => theme.colors.intent.danger.text};
`;

/** The placeholder landing page: proves the app, the API contract and the demo API work end to end. */
export function HomePage() {
  const { data, error, isLoading, isValidating, mutate } = useUserInfo();

  const refresh = async () => {
    const reply = await mutate();
    if (reply) showStatus('Account details refreshed.', 'success');
  };

  return (
    <Page>
      <Title>Portal</Title>
      <Panel
        title="Your account"
        actions={
          data && (
            <Actions>
              <Button size="sm" icon={<Icon name="refresh" />} loading={isValidating} onClick={() => void refresh()}>
                Refresh
              </Button>
              <Button size="sm" onClick={() => logout()}>
                Log out
              </Button>
            </Actions>
          )
        }
        footer="The dashboard, sensors, endpoints and tickets arrive here as each screen is built."
      >
        {isLoading && <Spinner label="Loading account details..." showLabel />}
        {error && (
          <>
            <ErrorText role="alert">{error.message}</ErrorText>
            <Button icon={<Icon name="refresh" />} onClick={() => void mutate()}>
              Retry
            </Button>
          </>
        )}
        {data && (
          <Facts>
            <dt>Signed in as</dt>
            <dd>{data.user.name}</dd>
            <dt>Email</dt>
            <dd>{data.user.email}</dd>
            <dt>Customer</dt>
            <dd>{data.user.customer?.name ?? 'No customer selected'}</dd>
          </Facts>
        )}
      </Panel>
    </Page>
  );
}
