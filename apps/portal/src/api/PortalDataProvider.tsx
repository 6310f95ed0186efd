import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';

/**
 * The data layer: an SWR cache that lives as long as one session with one customer. Logging out or switching
 * customer remounts it empty ("stored state reset", portal-core §4), so nothing of the previous session or
 * customer stays in memory or on screen.
 */
export function PortalDataProvider({ children, config }: { children: ReactNode; config?: SWRConfiguration }) {
  const { generation } = useSnapshot(session);
  return (
    <SWRConfig key={generation} value={{ ...config, provider: () => new Map() }}>
      {children}
    </SWRConfig>
  );
}
