import { ToastStack } from '@portal/ui';
import { useSnapshot } from 'valtio';
import { appStore, dismissStatus } from './state/appStore';

/**
 * Global status messages (portal-core §8) as toasts. The store clears each after 6000 ms, so the stack does not
 * run timers of its own.
 */
export function StatusRegion() {
  const { statuses } = useSnapshot(appStore);
  return <ToastStack toasts={statuses} autoDismissMs={false} onDismiss={(id) => dismissStatus(Number(id))} />;
}
