import { useParams } from 'react-router-dom';
import { SCANNER_TEXTS } from '../../onboarding/devices/deviceMessages';
import { DeviceFormFrame } from '../../onboarding/devices/DeviceFormFrame';
import { ScannerForm } from '../../onboarding/scanners/ScannerForm';
import { useScannerFormData } from '../../onboarding/scanners/useScannerFormData';

/** Configure Scanner (`/onboarding/scanners/new`) and Edit Scanner (`/onboarding/scanners/edit/:uuid`), §2.4. */
export function OnboardingScannerFormPage() {
  const { uuid } = useParams();
  const { query, staff, vanillaFeature } = useScannerFormData();
  return (
    <DeviceFormFrame
      texts={SCANNER_TEXTS}
      uuid={uuid}
      query={query}
      has={(data, id) => data.section.scanners.some((scanner) => scanner.id === id)}
    >
      {(data) => (
        <ScannerForm key={uuid ?? 'new'} data={data} uuid={uuid} staff={staff} vanillaFeature={vanillaFeature} />
      )}
    </DeviceFormFrame>
  );
}
