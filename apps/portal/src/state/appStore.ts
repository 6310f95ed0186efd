import type { ErrorColour } from '@portal/api';
import { TOAST_TIMEOUT_MS } from '@portal/ui';
import { proxy } from 'valtio';
import { resetSession } from './session';

export interface StatusMessage {
  id: number;
  message: string;
  colour: ErrorColour;
}

export interface AppState {
  statuses: StatusMessage[];
}

const initialState = (): AppState => ({ statuses: [] });

/** Global status messages (toasts). Actions are the functions below; components read it with useSnapshot. */
export const appStore = proxy<AppState>(initialState());

let nextStatusId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissStatus(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  appStore.statuses = appStore.statuses.filter((status) => status.id !== id);
}

/** Shows a global status message that clears itself after the toast timeout (§9, 6000 ms); danger by default (§8). */
export function showStatus(message: string, colour: ErrorColour = 'danger'): number {
  const id = nextStatusId++;
  appStore.statuses.push({ id, message, colour });
  timers.set(
    id,
    setTimeout(() => dismissStatus(id), TOAST_TIMEOUT_MS),
  );
  return id;
}

/** Back to a fresh app: no statuses, no session. Storybook calls this before every story. */
export function resetAppStore(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  Object.assign(appStore, initialState());
  resetSession();
}
