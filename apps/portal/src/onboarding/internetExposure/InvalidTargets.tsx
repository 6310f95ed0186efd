import type { ExternalSection } from '@portal/api';
import { Banner } from '@portal/ui';
import { Paragraph, TargetList, TargetName, TargetReason, TargetRow } from './InternetExposureSection.styles';

type Targets = ExternalSection['invalid_targets'];

export const INVALID_TARGET_TEXTS = {
  title: 'Error',
  ips: 'The following IP addresses do not resolve:',
  hosts: 'The following domains do not resolve:',
} as const;

function TargetGroup({ lead, targets }: { lead: string; targets: Targets }) {
  if (targets.length === 0) return null;
  return (
    <>
      <Paragraph>{lead}</Paragraph>
      <TargetList aria-label={lead}>
        {targets.map((target) => (
          <TargetRow key={target.target}>
            <TargetName>{target.target}</TargetName>
            <TargetReason>{target.reason}</TargetReason>
          </TargetRow>
        ))}
      </TargetList>
    </>
  );
}

/** The targets the server could not resolve at the last save, in the warning box of the error catalogue (§8). */
export function InvalidTargets({ targets }: { targets: Targets }) {
  if (targets.length === 0) return null;
  return (
    <Banner intent="warning" title={INVALID_TARGET_TEXTS.title}>
      <TargetGroup lead={INVALID_TARGET_TEXTS.ips} targets={targets.filter((target) => target.type === 'ip')} />
      <TargetGroup lead={INVALID_TARGET_TEXTS.hosts} targets={targets.filter((target) => target.type === 'host')} />
    </Banner>
  );
}
