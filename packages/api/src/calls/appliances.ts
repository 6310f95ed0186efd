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
    summary: 'Virtual and physical appliances (vSensors, log collectors, scanners) with licence quotas',
  }),
  activateAppliance: defineCall<ApplianceActionRequest>()({
    method: 'POST',
    path: '/api/v1/virtual-sensors/register',
    reply: applianceActionReplySchema,
    summary: 'Activate (register) an appliance',
  }),
  decommissionAppliance: defineCall<ApplianceActionRequest>()({
    method: 'POST',
    path: '/api/v1/virtual-sensors/decommission',
    reply: applianceActionReplySchema,
    summary: 'Decommission an appliance',
  }),
  provisionSensor: defineCall<ProvisionSensorRequest>()({
    method: 'POST',
    path: '/api/v1/provisioning/:serial',
    reply: provisioningReplySchema,
    summary: 'Provision a sensor by serial number',
  }),
  deprovisionSensor: defineCall<DeprovisionSensorRequest>()({
    method: 'DELETE',
    path: '/api/v1/provisioning/:serial',
    reply: emptyReplySchema,
    summary: 'Remove a provisioned sensor by serial number',
  }),
  generateInstaller: defineCall<GenerateInstallerRequest>()({
    method: 'POST',
    path: '/api/v1/generate-installer',
    reply: generateInstallerReplySchema,
    summary: 'Generate an installer download (type and options)',
  }),
  siteSensorProfiles: defineCall()({
    method: 'GET',
    path: '/api/v1/site-sensor-profiles',
    reply: siteSensorProfilesSchema,
    summary: "Sites' sensors and orphan sensors (status page)",
  }),
};
