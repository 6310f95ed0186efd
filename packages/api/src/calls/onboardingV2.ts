import { defineCall } from '../defineCall';
import { emptyReplySchema } from '../schemas/common';
import { contactReplySchema, contactsSectionSchema, type ContactInput } from '../schemas/contacts';
import { siteSchema, sitesSectionSchema, type SiteInput, type SitesSection } from '../schemas/onboarding';
import {
  availableSeriesSchema,
  capabilitySchemaReplySchema,
  modelsReplySchema,
  type RecommendationInputs,
} from '../schemas/hardware';
import { z } from 'zod/mini';

const CONTACTS = '/api/v2/onboarding/contacts';
const SITES = '/api/v2/onboarding/sites';
const SERIES = '/api/generic-series/v1';

export const onboardingV2Calls = {
  contacts: defineCall()({ method: 'GET', path: CONTACTS, reply: contactsSectionSchema, summary: 'Contacts section' }),
  createContact: defineCall<ContactInput>()({
    method: 'POST',
    path: CONTACTS,
    reply: contactReplySchema,
    summary: 'Add a contact',
  }),
  updateContact: defineCall<ContactInput>()({
    method: 'PUT',
    path: `${CONTACTS}/:id`,
    reply: contactReplySchema,
    summary: 'Update a contact',
  }),
  completeContacts: defineCall()({
    method: 'PUT',
    path: `${CONTACTS}/status/complete`,
    reply: contactsSectionSchema,
    summary: 'Mark contacts complete',
  }),
  incompleteContacts: defineCall()({
    method: 'PUT',
    path: `${CONTACTS}/status/incomplete`,
    reply: contactsSectionSchema,
    summary: 'Mark contacts incomplete',
  }),
  sitesV2: defineCall()({ method: 'GET', path: SITES, reply: sitesSectionSchema, summary: 'Sites section (v2)' }),
  saveSitesV2: defineCall<SitesSection>()({
    method: 'PUT',
    path: SITES,
    reply: sitesSectionSchema,
    summary: 'Save the sites section (v2)',
  }),
  createSite: defineCall<SiteInput>()({
    method: 'POST',
    path: SITES,
    reply: z.object({ site: siteSchema }),
    summary: 'Add a site with its address',
  }),
  updateSite: defineCall<SiteInput>()({
    method: 'PUT',
    path: `${SITES}/:id`,
    reply: z.object({ site: siteSchema }),
    summary: 'Update a site',
  }),
  completeSites: defineCall()({
    method: 'PUT',
    path: `${SITES}/status/complete`,
    reply: sitesSectionSchema,
    summary: 'Mark sites complete',
  }),
  incompleteSites: defineCall()({
    method: 'PUT',
    path: `${SITES}/status/incomplete`,
    reply: sitesSectionSchema,
    summary: 'Mark sites incomplete',
  }),
  deleteSite: defineCall()({
    method: 'DELETE',
    path: '/api/onboarding/v2/:customerId/sites/:siteId/',
    reply: emptyReplySchema,
    summary: 'Delete a site (blocked with 400 while sensors or scanners use it)',
  }),
  availableSeries: defineCall()({
    method: 'GET',
    path: `${SERIES}/available-series/`,
    reply: availableSeriesSchema,
    summary: 'Sensor series (generic-series mode)',
  }),
  capabilitySchema: defineCall()({
    method: 'GET',
    path: `${SERIES}/capability-schema/:series/`,
    reply: capabilitySchemaReplySchema,
    summary: 'Capabilities of a series',
  }),
  recommendModels: defineCall<RecommendationInputs>()({
    method: 'POST',
    path: `${SERIES}/models/:series/`,
    reply: modelsReplySchema,
    summary: 'Models compatible with a series and capabilities',
  }),
};
