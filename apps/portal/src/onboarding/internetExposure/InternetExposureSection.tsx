import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { DataPanel } from '../../kit';
import { session } from '../../state/session';
import { useOnboardingEditing } from '../useOnboardingEditing';
import { exposureReadiness } from './exposureRules';
import { ExposureForm } from './ExposureForm';

export const EXPOSURE_LOADING_TEXT = 'Loading internet exposure...';

/**
 * The Internet Exposure panel of the onboarding overview (portal-onboarding §2.5): `GET /api/v1/onboarding/external`
 * and the form that saves it (`PUT`, answering the targets that do not resolve). The purchased services and the
 * user's feature flags decide what completion needs (§4 add-on exceptions, domain ownership confirmation).
 */
export function InternetExposureSection() {
  const query = useApi('external', {});
  const products = useApi('products', {});
  const { user } = useSnapshot(session);
  const { canEdit } = useOnboardingEditing();
  const readiness = exposureReadiness(products.data?.products.services ?? [], user?.feature_flags ?? []);
  return (
    <DataPanel title="Internet Exposure" query={query} loading={EXPOSURE_LOADING_TEXT}>
      {(section) => <ExposureForm saved={section} readiness={readiness} canEdit={canEdit} />}
    </DataPanel>
  );
}
