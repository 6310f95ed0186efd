import { Link, Panel, Tooltip } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../routing/paths';
import type { Quotas } from './applianceRules';
import { licenceCounters } from './applianceView';
import { Counter, CounterLabel, CounterRow, CounterValue } from './ApplianceManagementPage.styles';

export const COUNTERS_TITLE = 'Available Virtual Sensors';

/**
 * §2: available/quota for the 100, 200 and 1000 series (and log collectors). The tooltip says whether a counter's
 * sensors can be assigned, must be purchased or requested; the link asks the CST for more.
 */
export function LicenceCounters({ quotas }: { quotas: Quotas }) {
  return (
    <Panel
      title={COUNTERS_TITLE}
      footer={
        <Link href={PATHS.contactCst} as={RouterLink}>
          Contact your CST for additional sensors
        </Link>
      }
    >
      <CounterRow>
        {licenceCounters(quotas).map((counter) => (
          <li key={counter.key}>
            <Tooltip content={counter.tooltip}>
              <Counter $active={counter.active} tabIndex={0} data-active={counter.active}>
                <CounterValue>
                  {counter.available}/{counter.quota}
                </CounterValue>
                <CounterLabel>{counter.label}</CounterLabel>
              </Counter>
            </Tooltip>
          </li>
        ))}
      </CounterRow>
    </Panel>
  );
}
