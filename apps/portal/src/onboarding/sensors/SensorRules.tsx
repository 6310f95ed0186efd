import type { AvailableHardware, CapabilitySchemaItem } from '@portal/api';
import { useForm, useFormState } from '@portal/ui';
import { useEffect, useRef } from 'react';
import type { SensorFormValues } from '../devices/deviceForm';
import { deploymentOptions, onlyChoice } from '../devices/hardwareRules';

export interface SensorRulesProps {
  genericSeries: boolean;
  hardware: AvailableHardware;
  capabilities: readonly CapabilitySchemaItem[] | undefined;
}

/**
 * The hardware rules of §4 as the user chooses: a single supported deployment is preselected (the model's in model
 * mode, the series' deployment capability in generic-series mode); another series starts its capabilities afresh.
 */
export function SensorRules({ genericSeries, hardware, capabilities }: SensorRulesProps) {
  const form = useForm<SensorFormValues>('SensorRules');
  const { values } = useFormState<SensorFormValues>({ subscription: { values: true } });
  const { model, series, packetConfig } = values;
  const lastSeries = useRef(series);

  useEffect(() => {
    if (genericSeries) return;
    const options = deploymentOptions(hardware, model);
    const only = onlyChoice(options);
    if (only !== undefined && packetConfig !== only) form.change('packetConfig', only);
    else if (options.length > 1 && !options.some((option) => option.value === packetConfig))
      form.change('packetConfig', undefined);
  }, [genericSeries, hardware, model, packetConfig, form]);

  useEffect(() => {
    if (!genericSeries || lastSeries.current === series) return;
    lastSeries.current = series;
    form.change('currentCapabilities', {});
  }, [genericSeries, series, form]);

  const deployment = values.currentCapabilities.deployment;
  useEffect(() => {
    if (!genericSeries || capabilities === undefined || deployment !== undefined) return;
    const item = capabilities.find((candidate) => candidate.capabilityType === 'deployment');
    const only = item && onlyChoice(item.options);
    if (only !== undefined)
      form.change('currentCapabilities', { ...form.getState().values.currentCapabilities, deployment: only });
  }, [genericSeries, capabilities, deployment, form]);

  return null;
}
