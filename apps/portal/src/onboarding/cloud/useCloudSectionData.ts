import type { CloudSection } from '@portal/api';
import { useApi } from '../../api/useApi';

export interface CloudSectionData {
  cloud: CloudSection;
  /** The purchased cloud sensors (`products.cloud_sensors`): which parts show. */
  cloudSensors: readonly string[];
}

/**
 * The section's two reads as one query for its panel: the cloud section and the products that say which parts
 * show. Loaded once both have answered; the first failure shows with Retry, which refetches both.
 */
export function useCloudSectionData() {
  const cloud = useApi('cloud', {});
  const products = useApi('products', {});
  const queries = [cloud, products];
  const data: CloudSectionData | undefined =
    cloud.data && products.data ? { cloud: cloud.data, cloudSensors: products.data.products.cloud_sensors } : undefined;
  const times = queries.map((query) => query.updatedAt);
  return {
    data,
    error: cloud.error ?? products.error,
    isLoading: queries.some((query) => query.isLoading),
    isValidating: queries.some((query) => query.isValidating),
    updatedAt: times.every((time) => time !== undefined) ? Math.min(...times) : undefined,
    mutate: () => Promise.all(queries.map((query) => query.mutate())),
  };
}
