import { defineCall } from '../defineCall';
import { emptyReplySchema } from '../schemas/common';
import {
  availableEndpointsSchema,
  availableHardwareSchema,
  availableVirtualSensorsSchema,
  cloudSectionSchema,
  endpointSectionSchema,
  externalSectionSchema,
  hardwareModelsReplySchema,
  productsSchema,
  scannersSectionSchema,
  sensorsSectionSchema,
  sitesSectionSchema,
  submitReplySchema,
  syncReplySchema,
  virtualScannerSectionSchema,
  virtualSensorSectionSchema,
  type AllotmentRequest,
  type CloudSection,
  type EndpointSection,
  type ExternalSection,
  type ScannersSection,
  type SensorsSection,
  type SitesSection,
  type VirtualScannerSection,
  type VirtualSensorSection,
} from '../schemas/onboarding';
import type { RecommendationInputs } from '../schemas/hardware';

const V1 = '/api/v1/onboarding';

/** The section calls of onboarding v1: each is read with GET and saved whole with PUT. */
export const onboardingCalls = {
  sites: defineCall()({ method: 'GET', path: `${V1}/sites`, reply: sitesSectionSchema }),
  saveSites: defineCall<SitesSection>()({
    method: 'PUT',
    path: `${V1}/sites`,
    reply: sitesSectionSchema,
  }),
  sensors: defineCall()({
    method: 'GET',
    path: `${V1}/sensors`,
    reply: sensorsSectionSchema,
  }),
  saveSensors: defineCall<SensorsSection>()({
    method: 'PUT',
    path: `${V1}/sensors`,
    reply: sensorsSectionSchema,
  }),
  scanners: defineCall()({
    method: 'GET',
    path: `${V1}/scanners`,
    reply: scannersSectionSchema,
  }),
  saveScanners: defineCall<ScannersSection>()({
    method: 'PUT',
    path: `${V1}/scanners`,
    reply: scannersSectionSchema,
  }),
  cloud: defineCall()({
    method: 'GET',
    path: `${V1}/cloud`,
    reply: cloudSectionSchema,
  }),
  saveCloud: defineCall<CloudSection>()({
    method: 'PUT',
    path: `${V1}/cloud`,
    reply: cloudSectionSchema,
  }),
  virtualScanner: defineCall()({
    method: 'GET',
    path: `${V1}/virtual`,
    reply: virtualScannerSectionSchema,
  }),
  saveVirtualScanner: defineCall<VirtualScannerSection>()({
    method: 'PUT',
    path: `${V1}/virtual`,
    reply: virtualScannerSectionSchema,
  }),
  external: defineCall()({
    method: 'GET',
    path: `${V1}/external`,
    reply: externalSectionSchema,
  }),
  saveExternal: defineCall<ExternalSection>()({
    method: 'PUT',
    path: `${V1}/external`,
    reply: externalSectionSchema,
  }),
  endpoint: defineCall()({
    method: 'GET',
    path: `${V1}/endpoint`,
    reply: endpointSectionSchema,
  }),
  saveEndpoint: defineCall<EndpointSection>()({
    method: 'PUT',
    path: `${V1}/endpoint`,
    reply: endpointSectionSchema,
  }),
  virtualSensor: defineCall()({
    method: 'GET',
    path: `${V1}/virtual-sensor`,
    reply: virtualSensorSectionSchema,
  }),
  saveVirtualSensor: defineCall<VirtualSensorSection>()({
    method: 'PUT',
    path: `${V1}/virtual-sensor`,
    reply: virtualSensorSectionSchema,
  }),
  availableEndpoints: defineCall()({
    method: 'GET',
    path: `${V1}/available-endpoints`,
    reply: availableEndpointsSchema,
  }),
  availableVirtualSensors: defineCall()({
    method: 'GET',
    path: `${V1}/available-virtual-sensors`,
    reply: availableVirtualSensorsSchema,
  }),
  availableHardware: defineCall()({
    method: 'GET',
    path: `${V1}/available-hardware`,
    reply: availableHardwareSchema,
  }),
  products: defineCall()({
    method: 'GET',
    path: `${V1}/products`,
    reply: productsSchema,
  }),
  completeDataEntry: defineCall()({
    method: 'POST',
    path: `${V1}/complete-data-entry`,
    reply: emptyReplySchema,
  }),
  allotment: defineCall<AllotmentRequest>()({
    method: 'POST',
    path: `${V1}/allotment`,
    reply: emptyReplySchema,
  }),
  sync: defineCall()({
    method: 'POST',
    path: `${V1}/sync`,
    reply: syncReplySchema,
  }),
  hardwareModels: defineCall<RecommendationInputs>()({
    method: 'POST',
    path: `${V1}/hardware-models`,
    reply: hardwareModelsReplySchema,
  }),
  submitOnboarding: defineCall()({
    method: 'POST',
    path: `${V1}/submit`,
    reply: submitReplySchema,
  }),
};
