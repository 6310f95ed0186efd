import { VM_MINIMUMS, type VirtualAppliance } from './virtualRules';
import { Minimums, MinimumsList, MinimumsTitle } from './VirtualSettings.styles';

/** The §9 minimum virtual machine the requirements box acknowledges. */
export function VmMinimums({ appliance }: { appliance: VirtualAppliance }) {
  return (
    <Minimums aria-label="Minimum virtual machine requirements">
      <MinimumsTitle>Minimum virtual machine requirements</MinimumsTitle>
      <MinimumsList>
        {VM_MINIMUMS[appliance].map((minimum) => (
          <li key={minimum}>{minimum}</li>
        ))}
      </MinimumsList>
    </Minimums>
  );
}
