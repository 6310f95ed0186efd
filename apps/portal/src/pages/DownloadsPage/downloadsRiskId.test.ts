import { describe, expect, it } from 'vitest';
import { agentDownloadQuery, resolveDownloadsRiskId } from './downloadsRiskId';

const OWN = 'e743fa88-a0c0-4a63-97cb-43acef19f3fb';
const OTHER = '57be2707-3cae-46db-8029-d22733fbffac';

describe('resolveDownloadsRiskId', () => {
  it('uses the customer’s risk id whether or not the link carries it', () => {
    expect(resolveDownloadsRiskId(OWN, OWN)).toEqual({ riskId: OWN, otherOrganisation: null });
    expect(resolveDownloadsRiskId(null, OWN)).toEqual({ riskId: OWN, otherOrganisation: null });
    expect(resolveDownloadsRiskId(null, null)).toEqual({ riskId: null, otherOrganisation: null });
  });

  it('reports a link made for another organisation, and never uses its id', () => {
    expect(resolveDownloadsRiskId(OTHER, OWN)).toEqual({ riskId: OWN, otherOrganisation: OTHER });
    expect(resolveDownloadsRiskId(OTHER, null)).toEqual({ riskId: null, otherOrganisation: OTHER });
  });

  it('ignores an id that is not a lowercase UUID', () => {
    expect(resolveDownloadsRiskId(OTHER.toUpperCase(), OWN)).toEqual({ riskId: OWN, otherOrganisation: null });
    expect(resolveDownloadsRiskId('<script>', OWN)).toEqual({ riskId: OWN, otherOrganisation: null });
  });
});

describe('agentDownloadQuery', () => {
  it('sends the risk id as id when there is one', () => {
    expect(agentDownloadQuery('windows', OWN)).toEqual({ platform: 'windows', id: OWN });
    expect(agentDownloadQuery('macos', null)).toEqual({ platform: 'macos' });
  });
});
