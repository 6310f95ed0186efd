import { CheckboxField, ConfirmDialog, useForm, useFormState } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import type { DeviceFormValues } from './deviceForm';

export const DHCP_TEXTS = {
  label: "I can't provide a static IP",
  title: 'Use DHCP instead of a static IP?',
  message:
    'The sensor will take its IP address from your DHCP server. A static IP address is recommended: with DHCP the sensor can only be reached once you find the address it was given.',
  confirm: 'Use DHCP',
} as const;

const IP_FIELDS = ['ipAddress', 'subnetMask', 'gateway', 'primaryDns', 'secondaryDns'] as const;
const ipKey = (values: DeviceFormValues) => IP_FIELDS.map((field) => values[field] ?? '').join('|');

/**
 * The "can't provide a static IP" override (portal-onboarding §4): ticking it asks first; confirming keeps it (the
 * address then comes from DHCP and the IP fields are no longer required), cancelling unticks it. Typing in any IP
 * field afterwards unticks it again.
 */
export function DhcpOverride() {
  const form = useForm<DeviceFormValues>('DhcpOverride');
  const { values } = useFormState<DeviceFormValues>({ subscription: { values: true } });
  const [asking, setAsking] = useState(false);
  const auto = values.isIPAutoConfig;
  const key = ipKey(values);
  const last = useRef({ auto, key });

  useEffect(() => {
    const previous = last.current;
    last.current = { auto, key };
    if (auto && !previous.auto) setAsking(true);
    else if (auto && previous.auto && key !== previous.key) form.change('isIPAutoConfig', false);
  }, [auto, key, form]);

  return (
    <>
      <CheckboxField name="isIPAutoConfig" label={DHCP_TEXTS.label} />
      <ConfirmDialog
        open={asking}
        title={DHCP_TEXTS.title}
        message={DHCP_TEXTS.message}
        confirmLabel={DHCP_TEXTS.confirm}
        onConfirm={() => setAsking(false)}
        onCancel={() => {
          setAsking(false);
          form.change('isIPAutoConfig', false);
        }}
      />
    </>
  );
}
