import type { AvailableHardware, CapabilitySchemaItem } from '@portal/api';
import { Banner, CheckboxField, SelectField, Spinner, useFormState, type FieldOption } from '@portal/ui';
import { FactList, FactRow } from '../../kit';
import type { SensorFormValues } from '../devices/deviceForm';
import { DEVICE_MESSAGES } from '../devices/deviceMessages';
import { deploymentOptions } from '../devices/hardwareRules';

export const SENSOR_HARDWARE_TEXTS = {
  locked: 'The recommended model was overridden by your provider: the series and capabilities are locked.',
  override: 'Override the recommended model',
  recommended: 'Recommended Model',
  loadingCapabilities: 'Loading capabilities...',
} as const;

export interface ModelModeFieldsProps {
  hardware: AvailableHardware;
  models: readonly FieldOption[];
}

/** Model mode (§3, §6): a model from those the user may choose, then its deployment type. */
export function ModelModeFields({ hardware, models }: ModelModeFieldsProps) {
  const { values } = useFormState<SensorFormValues>({ subscription: { values: true } });
  return (
    <>
      <SelectField name="model" label="Model" options={models} required requiredMessage={DEVICE_MESSAGES.sensorModel} />
      <SelectField
        name="packetConfig"
        label="Deployment Type"
        options={deploymentOptions(hardware, values.model)}
        required
      />
    </>
  );
}

export interface SeriesModeFieldsProps {
  series: readonly FieldOption[];
  /** The chosen series' capabilities; undefined while they load. */
  capabilities: readonly CapabilitySchemaItem[] | undefined;
  staff: boolean;
  models: readonly FieldOption[];
  recommendation: string;
}

/**
 * Generic-series mode (§4): a series, the capabilities it offers (fetched by series), and the recommended model.
 * Staff see the recommendation and may override it with any model; once overridden, customers can no longer change
 * the series or capabilities (§4, §6).
 */
export function SeriesModeFields({ series, capabilities, staff, models, recommendation }: SeriesModeFieldsProps) {
  const { values } = useFormState<SensorFormValues>({ subscription: { values: true } });
  const locked = values.recommendationOverridden && !staff;
  return (
    <>
      {locked && <Banner intent="info">{SENSOR_HARDWARE_TEXTS.locked}</Banner>}
      <SelectField
        name="series"
        label="Series"
        options={series}
        required
        requiredMessage={DEVICE_MESSAGES.sensorSeries}
        disabled={locked}
      />
      {values.series !== undefined && capabilities === undefined && (
        <Spinner label={SENSOR_HARDWARE_TEXTS.loadingCapabilities} showLabel />
      )}
      {capabilities?.map((item) => (
        <SelectField
          key={item.capabilityType}
          name={`currentCapabilities.${item.capabilityType}`}
          label={item.label}
          description={item.tooltip ?? undefined}
          options={item.options}
          required={item.required}
          requiredMessage={DEVICE_MESSAGES.required}
          disabled={locked}
        />
      ))}
      {staff && (
        <>
          <FactList>
            <FactRow>
              <dt>{SENSOR_HARDWARE_TEXTS.recommended}</dt>
              <dd>{recommendation}</dd>
            </FactRow>
          </FactList>
          <CheckboxField name="recommendationOverridden" label={SENSOR_HARDWARE_TEXTS.override} />
          {values.recommendationOverridden && (
            <SelectField
              name="model"
              label="Model"
              options={models}
              required
              requiredMessage={DEVICE_MESSAGES.sensorModel}
            />
          )}
        </>
      )}
    </>
  );
}
