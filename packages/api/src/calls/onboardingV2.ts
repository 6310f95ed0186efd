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
  contacts: defineCall()({ method: 'GET', path: CONTACTS, reply: contactsSectionSchema }),
  createContact: defineCall<ContactInput>()({
    method: 'POST',
    path: CONTACTS,
    reply: contactReplySchema,
  }),
  updateContact: defineCall<ContactInput>()({
    method: 'PUT',
    path: `${CONTACTS}/:id`,
    reply: contactReplySchema,
  }),
  completeContacts: defineCall()({
    method: 'PUT',
    path: `${CONTACTS}/status/complete`,
    reply: contactsSectionSchema,
  }),
  incompleteContacts: defineCall()({
    method: 'PUT',
    path: `${CONTACTS}/status/incomplete`,
    reply: contactsSectionSchema,
  }),
  sitesV2: defineCall()({ method: 'GET', path: SITES, reply: sitesSectionSchema }),
  saveSitesV2: defineCall<SitesSection>()({
    method: 'PUT',
    path: SITES,
    reply: sitesSectionSchema,
  }),
  createSite: defineCall<SiteInput>()({
    method: 'POST',
    path: SITES,
    reply: z.object({ site: siteSchema }),
  }),
  updateSite: defineCall<SiteInput>()({
    method: 'PUT',
    path: `${SITES}/:id`,
    reply: z.object({ site: siteSchema }),
  }),
  completeSites: defineCall()({
    method: 'PUT',
    path: `${SITES}/status/complete`,
    reply: sitesSectionSchema,
  }),
  incompleteSites: defineCall()({
    method: 'PUT',
    path: `${SITES}/status/incomplete`,
    reply: sitesSectionSchema,
  }),
  deleteSite: defineCall()({
    method: 'DELETE',
    path: '/api/onboarding/v2/:customerId/sites/:siteId/',
    reply: emptyReplySchema,
  }),
  availableSeries: defineCall()({
    method: 'GET',
    path: `${SERIES}/available-series/`,
    reply: availableSeriesSchema,
  }),
  capabilitySchema: defineCall()({
    method: 'GET',
    path: `${SERIES}/capability-schema/:series/`,
    reply: capabilitySchemaReplySchema,
  }),
  recommendModels: defineCall<RecommendationInputs>()({
    method: 'POST',
    path: `${SERIES}/models/:series/`,
    reply: modelsReplySchema,
  }),
};
