import { useId } from 'react';
import { VM_MINIMUMS, type VirtualAppliance } from './virtualRules';
import { Minimums, MinimumsList, MinimumsTitle } from './VirtualSettings.styles';

/** The §9 minimum virtual machine the requirements box acknowledges. */
export function VmMinimums({ appliance }: { appliance: VirtualAppliance }) {
  const titleId = useId();
  return (
    <Minimums>
      <MinimumsTitle id={titleId}>Minimum virtual machine requirements</MinimumsTitle>
      <MinimumsList aria-labelledby={titleId}>
        {VM_MINIMUMS[appliance].map((minimum) => (
          <li key={minimum}>{minimum}</li>
        ))}
      </MinimumsList>
    </Minimums>
  );
}
