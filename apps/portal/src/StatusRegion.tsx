import { Button, Icon } from '@portal/ui';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { appStore, dismissStatus } from './state/appStore';

const List = styled.ul`
  position: fixed;
  right: ${({ theme }) => theme.spacing(2)};
  bottom: ${({ theme }) => theme.spacing(2)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $colour: 'danger' | 'warning' | 'info' | 'success' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  max-width: ${({ theme }) => theme.sizes.tooltipWidth};
  padding: ${({ theme }) => theme.spacing(1, 1, 1, 2)};
  border-left: ${({ theme }) => theme.spacing(0.5)} solid ${({ theme, $colour }) => theme.colors.intent[$colour].main};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background.elevated};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/** Global status messages (portal-core §8), announced politely and dismissible. */
export function StatusRegion() {
  const { statuses } = useSnapshot(appStore);
  return (
    <List aria-live="polite" aria-label="Notifications">
      {statuses.map((status) => (
        <Item key={status.id} $colour={status.colour}>
          <span>{status.message}</span>
          <Button
            variant="ghost"
            size="sm"
            icon={<Icon name="close" />}
            aria-label="Dismiss notification"
            onClick={() => dismissStatus(status.id)}
          />
        </Item>
      ))}
    </List>
  );
}
