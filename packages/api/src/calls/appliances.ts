import { defineCall } from '../defineCall';
import { emptyReplySchema } from '../schemas/common';
import {
  applianceActionReplySchema,
  generateInstallerReplySchema,
  provisioningReplySchema,
  siteSensorProfilesSchema,
  virtualSensorsReplySchema,
  type ApplianceActionRequest,
  type DeprovisionSensorRequest,
  type GenerateInstallerRequest,
  type ProvisionSensorRequest,
} from '../schemas/appliances';

export const applianceCalls = {
  virtualSensors: defineCall()({
    method: 'GET',
    path: '/api/v1/virtual-sensors',
    reply: virtualSensorsReplySchema,
  }),
  activateAppliance: defineCall<ApplianceActionRequest>()({
    method: 'POST',
    path: '/api/v1/virtual-sensors/register',
    reply: applianceActionReplySchema,
  }),
  decommissionAppliance: defineCall<ApplianceActionRequest>()({
    method: 'POST',
    path: '/api/v1/virtual-sensors/decommission',
    reply: applianceActionReplySchema,
  }),
  provisionSensor: defineCall<ProvisionSensorRequest>()({
    method: 'POST',
    path: '/api/v1/provisioning/:serial',
    reply: provisioningReplySchema,
  }),
  deprovisionSensor: defineCall<DeprovisionSensorRequest>()({
    method: 'DELETE',
    path: '/api/v1/provisioning/:serial',
    reply: emptyReplySchema,
  }),
  generateInstaller: defineCall<GenerateInstallerRequest>()({
    method: 'POST',
    path: '/api/v1/generate-installer',
    reply: generateInstallerReplySchema,
  }),
  siteSensorProfiles: defineCall()({
    method: 'GET',
    path: '/api/v1/site-sensor-profiles',
    reply: siteSensorProfilesSchema,
  }),
};
