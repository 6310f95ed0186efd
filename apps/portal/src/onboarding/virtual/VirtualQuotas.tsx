import type { VirtualSensorSection } from '@portal/api';
import { FactList, FactRow } from '../../kit';
import { quotaRows } from './virtualRules';
import { Note } from './VirtualSettings.styles';

/** The vSensors purchased per series and how many are in use (portal-onboarding §3, §9). */
export function VirtualQuotas({ quotas }: { quotas: VirtualSensorSection['quotas'] }) {
  return (
    <>
      <FactList aria-label="Virtual Sensor Quotas">
        {quotaRows(quotas).map((row) => (
          <FactRow key={row.kind}>
            <dt>{row.label}</dt>
            <dd>{`${String(row.used)} of ${String(row.quota)} used`}</dd>
          </FactRow>
        ))}
      </FactList>
      <Note>Managed detection includes a single virtual 100 series vSensor.</Note>
    </>
  );
}
