import { Panel, SelectField, TextField, useFormState, type FormSubmitResult } from '@portal/ui';
import { useEffect, useMemo, useRef } from 'react';
import { useApi } from '../../api/useApi';
import { useApiMutation } from '../../api/useApiMutation';
import { useStableValue } from '../contacts/useStableValue';
import {
  emptySensorForm,
  formToSensor,
  sensorToForm,
  uniqueName,
  withDevice,
  type SensorFormValues,
} from '../devices/deviceForm';
import { DEVICE_MESSAGES, DEVICE_PATHS, NO_AVAILABLE_SITES, SENSOR_TEXTS } from '../devices/deviceMessages';
import { FieldStack } from '../devices/DeviceForm.styles';
import { DeviceColumnsLayout, DeviceFormLayout } from '../devices/DeviceFormLayout';
import { DeviceSummaryPanel } from '../devices/DeviceSummaryPanel';
import { deviceSiteChoices, saveDeviceSection } from '../devices/deviceSave';
import { networkAndShippingFacts, siteFact } from '../devices/deviceSummary';
import {
  deploymentLabel,
  hardwareLabel,
  isGenericSeriesMode,
  modelOptions,
  recommendationInputs,
  recommendationText,
  seriesOptions,
  visibleCapabilities,
} from '../devices/hardwareRules';
import { NetworkFields } from '../devices/NetworkFields';
import { ShippingFields } from '../devices/ShippingFields';
import { ModelModeFields, SeriesModeFields } from './SensorHardwareFields';
import { SensorRules } from './SensorRules';
import type { SensorFormData } from './useSensorFormData';
import { useRecommendation } from './useRecommendation';

export interface SensorFormProps {
  data: SensorFormData;
  uuid: string | undefined;
  staff: boolean;
  vanillaFeature: boolean;
}

/**
 * Configure Sensor / Edit Sensor (portal-onboarding §2.4, §3–§5): the sensor (name, site, hardware), its network
 * and its shipping, with a Summary beside them. Saving puts the whole sensor section (§7.1).
 */
export function SensorForm({ data, uuid, staff, vanillaFeature }: SensorFormProps) {
  const { section, sites, contacts, products, hardware } = data;
  const saved = section.sensors.find((sensor) => sensor.id === uuid);
  const genericSeries = isGenericSeriesMode(section.sensors, sites.sites);
  const initialValues = useStableValue(saved ? sensorToForm(saved, sites.sites) : emptySensorForm());
  const recommendedRef = useRef<string | undefined>(undefined);
  const save = useApiMutation('saveSensors', { failure: false, invalidates: ['sensors'] });

  const onSubmit = async (values: SensorFormValues): Promise<FormSubmitResult> => {
    const sensor = formToSensor(values, {
      id: uuid ?? crypto.randomUUID(),
      sites: sites.sites,
      contacts: contacts.contacts,
      saved,
      genericSeries,
      recommended: recommendedRef.current,
    });
    return saveDeviceSection(
      (onError) => save.run({ body: { ...section, sensors: withDevice(section.sensors, sensor) } }, onError),
      SENSOR_TEXTS,
      uuid === undefined,
    );
  };

  const models = modelOptions({
    hardware,
    kind: 'sensor',
    quantities: products.products.hardware_quantity,
    devices: section.sensors,
    editingId: uuid,
    staff,
  });
  const siteChoices = deviceSiteChoices(sites.sites, saved?.location_id);

  return (
    <DeviceFormLayout<SensorFormValues>
      title={uuid === undefined ? SENSOR_TEXTS.addTitle : SENSOR_TEXTS.editTitle}
      isNew={uuid === undefined}
      initialValues={initialValues}
      onSubmit={onSubmit}
      listPath={DEVICE_PATHS.sensorList}
    >
      <SensorBody
        data={data}
        staff={staff}
        vanillaFeature={vanillaFeature}
        genericSeries={genericSeries}
        models={models}
        siteChoices={siteChoices}
        savedSeries={saved?.series ?? undefined}
        recommendedRef={recommendedRef}
        uniqueNameCheck={(name) => uniqueName(name, section.sensors, uuid)}
      />
    </DeviceFormLayout>
  );
}

interface SensorBodyProps {
  data: SensorFormData;
  staff: boolean;
  vanillaFeature: boolean;
  genericSeries: boolean;
  models: ReturnType<typeof modelOptions>;
  siteChoices: { value: string; label: string }[];
  savedSeries: string | undefined;
  recommendedRef: { current: string | undefined };
  uniqueNameCheck: (name: string | undefined) => boolean;
}

/**
 * The rules, the Sensor panel (name, site, hardware), Network and Shipping, and the Summary. The recommendation is
 * asked here, where the form's values are, and handed to the save through `recommendedRef`.
 */
function SensorBody(props: SensorBodyProps) {
  const { data, staff, genericSeries, models, siteChoices, recommendedRef } = props;
  const { values } = useFormState<SensorFormValues>({ subscription: { values: true } });
  const series = genericSeries ? values.series : undefined;
  const schema = useApi('capabilitySchema', series === undefined ? null : { params: { series } });
  const capabilities = useMemo(
    () => (schema.data ? visibleCapabilities(schema.data.capabilities, props.vanillaFeature) : undefined),
    [schema.data, props.vanillaFeature],
  );
  const inputs = recommendationInputs(series, capabilities, values.currentCapabilities);
  const compatible = useRecommendation(series, inputs);
  const recommendedModel = compatible?.[0];
  useEffect(() => {
    recommendedRef.current = recommendedModel;
  }, [recommendedRef, recommendedModel]);

  const panels = (
    <>
      <Panel title="Sensor" headingLevel={2}>
        <FieldStack>
          <TextField
            name="name"
            label="Name"
            required
            requiredMessage={DEVICE_MESSAGES.sensorName}
            validate={(name: string | undefined) =>
              props.uniqueNameCheck(name) ? undefined : DEVICE_MESSAGES.uniqueSensorName
            }
            maxLength={100}
          />
          <SelectField
            name="siteId"
            label="Site"
            options={siteChoices}
            emptyText={NO_AVAILABLE_SITES}
            required
            requiredMessage={DEVICE_MESSAGES.site}
          />
          {genericSeries ? (
            <SeriesModeFields
              series={seriesOptions(data.series.series, staff, props.savedSeries)}
              capabilities={series === undefined ? undefined : capabilities}
              staff={staff}
              models={models}
              recommendation={recommendationText(data.hardware, compatible)}
            />
          ) : (
            <ModelModeFields hardware={data.hardware} models={models} />
          )}
        </FieldStack>
      </Panel>
      <NetworkFields dhcpOverride />
      <ShippingFields sites={data.sites.sites} contacts={data.contacts.contacts} />
    </>
  );
  return (
    <>
      <SensorRules genericSeries={genericSeries} hardware={data.hardware} capabilities={capabilities} />
      <DeviceColumnsLayout
        panels={panels}
        summary={
          <SensorSummary data={data} genericSeries={genericSeries} staff={staff} recommended={recommendedModel} />
        }
      />
    </>
  );
}

interface SensorSummaryProps {
  data: SensorFormData;
  genericSeries: boolean;
  staff: boolean;
  recommended: string | undefined;
}

/** What will be saved: the hardware lines follow the mode (models only for staff in generic-series mode). */
function SensorSummary({ data, genericSeries, staff, recommended }: SensorSummaryProps) {
  const { values } = useFormState<SensorFormValues>({ subscription: { values: true } });
  const seriesLabel = data.series.series.find((item) => item.key === values.series)?.label ?? '';
  const model = genericSeries && !values.recommendationOverridden ? recommended : values.model;
  const deployment = genericSeries ? values.currentCapabilities.deployment : values.packetConfig;
  const hardwareFacts = genericSeries
    ? [
        { label: 'Series', value: seriesLabel },
        ...(staff ? [{ label: 'Model', value: hardwareLabel(data.hardware, model) }] : []),
      ]
    : [{ label: 'Model', value: hardwareLabel(data.hardware, model) }];
  return (
    <DeviceSummaryPanel
      facts={[
        { label: 'Name', value: values.name ?? '' },
        siteFact(values, data.sites.sites),
        ...hardwareFacts,
        { label: 'Deployment Type', value: deploymentLabel(deployment) },
        ...networkAndShippingFacts(values, data.sites.sites),
      ]}
    />
  );
}
