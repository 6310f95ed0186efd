import { Badge, Icon } from '@portal/ui';
import type { SensorOutcome } from './statusRules';

const LOOK = {
  success: { intent: 'success', icon: 'check', label: 'Success' },
  fail: { intent: 'danger', icon: 'close', label: 'Fail' },
} as const satisfies Record<SensorOutcome, unknown>;

export interface StatusIndicatorProps {
  outcome: SensorOutcome;
  /** The state word, e.g. 'installed' or 'shipped'. */
  children: string;
}

/** A sensor's state: never colour alone — a check or a cross, named Success or Fail, beside the state word. */
export function StatusIndicator({ outcome, children }: StatusIndicatorProps) {
  const look = LOOK[outcome];
  return (
    <Badge intent={look.intent} icon={<Icon name={look.icon} size="sm" label={look.label} />}>
      {children}
    </Badge>
  );
}
