import { CheckboxField, Panel, SelectField, TextField, useFormState, type FormSubmitResult } from '@portal/ui';
import { useApiMutation } from '../../api/useApiMutation';
import { useStableValue } from '../contacts/useStableValue';
import {
  emptyScannerForm,
  formToScanner,
  scannerToForm,
  uniqueName,
  withDevice,
  type ScannerFormValues,
} from '../devices/deviceForm';
import { DEVICE_MESSAGES, DEVICE_PATHS, NO_AVAILABLE_SITES, SCANNER_TEXTS } from '../devices/deviceMessages';
import { FieldStack } from '../devices/DeviceForm.styles';
import { DeviceColumnsLayout, DeviceFormLayout } from '../devices/DeviceFormLayout';
import { DeviceSummaryPanel } from '../devices/DeviceSummaryPanel';
import { deviceSiteChoices, saveDeviceSection } from '../devices/deviceSave';
import { networkAndShippingFacts, siteFact } from '../devices/deviceSummary';
import { hardwareLabel, modelOptions } from '../devices/hardwareRules';
import { NetworkFields } from '../devices/NetworkFields';
import { ShippingFields } from '../devices/ShippingFields';
import { VANILLA_SCANNER_MODEL, type ScannerFormData } from './useScannerFormData';

export const SCANNER_FORM_TEXTS = {
  scannerPanel: 'Scanner',
  customerConfigured: 'Customer Configured',
  uniqueName: 'Enter a unique scanner name',
  name: 'Enter a scanner name',
  model: 'Make a scanner model selection',
} as const;

export interface ScannerFormProps {
  data: ScannerFormData;
  uuid: string | undefined;
  staff: boolean;
  vanillaFeature: boolean;
}

/**
 * Configure Scanner / Edit Scanner (portal-onboarding §2.4, §3): name, site, model (scanner200 with the
 * vanilla_scanner feature offers 'Customer Configured'), a static network (always), shipping and the Summary.
 */
export function ScannerForm({ data, uuid, staff, vanillaFeature }: ScannerFormProps) {
  const { section, sites, contacts, products, hardware } = data;
  const saved = section.scanners.find((scanner) => scanner.id === uuid);
  const initialValues = useStableValue(saved ? scannerToForm(saved, sites.sites) : emptyScannerForm());
  const save = useApiMutation('saveScanners', { failure: false, invalidates: ['scanners'] });
  const models = modelOptions({
    hardware,
    kind: 'scanner',
    quantities: products.products.hardware_quantity,
    devices: section.scanners,
    editingId: uuid,
    staff,
  });
  const siteChoices = deviceSiteChoices(sites.sites, saved?.location_id);

  const onSubmit = async (values: ScannerFormValues): Promise<FormSubmitResult> => {
    const scanner = formToScanner(values, {
      id: uuid ?? crypto.randomUUID(),
      sites: sites.sites,
      contacts: contacts.contacts,
      saved,
      vanillaOffered: vanillaFeature && values.model === VANILLA_SCANNER_MODEL,
    });
    return saveDeviceSection(
      (onError) => save.run({ body: { ...section, scanners: withDevice(section.scanners, scanner) } }, onError),
      SCANNER_TEXTS,
      uuid === undefined,
    );
  };

  const panels = (
    <>
      <Panel title={SCANNER_FORM_TEXTS.scannerPanel} headingLevel={2}>
        <FieldStack>
          <TextField
            name="name"
            label="Name"
            required
            requiredMessage={SCANNER_FORM_TEXTS.name}
            validate={(name: string | undefined) =>
              uniqueName(name, section.scanners, uuid) ? undefined : SCANNER_FORM_TEXTS.uniqueName
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
          <SelectField
            name="model"
            label="Model"
            options={models}
            required
            requiredMessage={SCANNER_FORM_TEXTS.model}
          />
          <VanillaChoice offered={vanillaFeature} />
        </FieldStack>
      </Panel>
      <NetworkFields dhcpOverride={false} />
      <ShippingFields sites={sites.sites} contacts={contacts.contacts} />
    </>
  );
  return (
    <DeviceFormLayout<ScannerFormValues>
      title={uuid === undefined ? SCANNER_TEXTS.addTitle : SCANNER_TEXTS.editTitle}
      isNew={uuid === undefined}
      initialValues={initialValues}
      onSubmit={onSubmit}
      listPath={DEVICE_PATHS.scannerList}
    >
      <DeviceColumnsLayout panels={panels} summary={<ScannerSummary data={data} vanillaFeature={vanillaFeature} />} />
    </DeviceFormLayout>
  );
}

/** 'Customer Configured' only for the scanner200 model with the vanilla_scanner feature (§6). */
function VanillaChoice({ offered }: { offered: boolean }) {
  const { values } = useFormState<ScannerFormValues>({ subscription: { values: true } });
  if (!offered || values.model !== VANILLA_SCANNER_MODEL) return null;
  return <CheckboxField name="vanilla" label={SCANNER_FORM_TEXTS.customerConfigured} />;
}

function ScannerSummary({ data, vanillaFeature }: { data: ScannerFormData; vanillaFeature: boolean }) {
  const { values } = useFormState<ScannerFormValues>({ subscription: { values: true } });
  const vanilla = vanillaFeature && values.model === VANILLA_SCANNER_MODEL && values.vanilla;
  return (
    <DeviceSummaryPanel
      facts={[
        { label: 'Name', value: values.name ?? '' },
        siteFact(values, data.sites.sites),
        { label: 'Model', value: hardwareLabel(data.hardware, values.model) },
        ...(vanillaFeature ? [{ label: SCANNER_FORM_TEXTS.customerConfigured, value: vanilla ? 'Yes' : 'No' }] : []),
        ...networkAndShippingFacts(values, data.sites.sites),
      ]}
    />
  );
}
