import type { CloudSection } from '@portal/api';
import { Accordion, type AccordionItem } from '@portal/ui';
import type { ReactNode } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { DataPanel } from '../../kit';
import { MarkCompleteButton, ONBOARDING_ANCHORS, type OnboardingEditing } from '../../onboarding';
import { requiredSelectionsMade, withCloudChange, type CloudPart } from '../../onboarding/cloud/cloudParts';
import { Anchor, ItemBody } from './OnboardingPage.styles';
import { CompletionText, Facts, listOrNone, yesNo } from './sectionParts';
import { OVERVIEW_READS, type OverviewData } from './useOverviewData';

const licences = (value: string | null) => (value === null || value === '' ? '---' : value);

/** Each cloud part's title (portal-onboarding §2.5) and its saved data. */
const PARTS: readonly { part: CloudPart; title: string; facts: (cloud: CloudSection) => [string, ReactNode][] }[] = [
  {
    part: 'amazon',
    title: 'AWS',
    facts: ({ amazon }) => [
      ['Regions', listOrNone(amazon.regions)],
      ['GuardDuty', yesNo(amazon.guardduty)],
      ['CloudWatch', yesNo(amazon.cloudwatch)],
      ['CloudTrail', yesNo(amazon.cloudtrail)],
      ['ACL', yesNo(amazon.acl)],
      ['EKS', yesNo(amazon.eks)],
    ],
  },
  {
    part: 'azure',
    title: 'Azure',
    facts: ({ azure }) => [
      ['Log Analytics', yesNo(azure.log_analytics)],
      ['Security Center', yesNo(azure.security_center)],
      ['Sentinel', yesNo(azure.sentinel)],
    ],
  },
  {
    part: 'office365',
    title: 'Office 365',
    facts: ({ office365 }) => [
      ['Licenses', licences(office365.licenses)],
      ['DLP', yesNo(office365.dlp)],
    ],
  },
  { part: 'salesforce', title: 'Salesforce', facts: ({ salesforce }) => [['Licenses', licences(salesforce.licenses)]] },
  { part: 'geo_login', title: 'Geo Login', facts: ({ geo_login }) => [['Countries', listOrNone(geo_login.countries)]] },
  { part: 'imanage', title: 'iManage', facts: ({ imanage }) => [['Licenses', licences(imanage.licenses)]] },
  { part: 'gcp', title: 'GCP', facts: ({ gcp }) => [['Licenses', licences(gcp.licenses)]] },
];

/**
 * Cloud Sensor Configuration (portal-onboarding §2.5): AWS, Azure, Office 365, Salesforce, geo login, iManage and
 * GCP, each with its completion, the saved data and Mark Complete (disabled until the required selections are made).
 * Every change saves the whole section at once (§7.1).
 */
export function CloudSensorPanel({ data, editing }: { data: OverviewData; editing: OnboardingEditing }) {
  const save = useApiMutation('saveCloud', { invalidates: OVERVIEW_READS });
  const item = (cloud: CloudSection, { part, title, facts }: (typeof PARTS)[number]): AccordionItem => {
    const complete = cloud[part].completed;
    return {
      id: part,
      title,
      summary: <CompletionText complete={complete} />,
      content: (
        <ItemBody>
          <Facts label={title} facts={facts(cloud)} />
          {editing.canEdit && (
            <MarkCompleteButton
              complete={complete}
              disabled={!complete && !requiredSelectionsMade(cloud, part)}
              onChange={(next) => save.run({ body: withCloudChange(cloud, part, { completed: next }) })}
            />
          )}
        </ItemBody>
      ),
    };
  };
  return (
    <Anchor id={ONBOARDING_ANCHORS.cloud}>
      <DataPanel title="Cloud Sensor Configuration" query={data.cloud} loading="Loading cloud sensor configuration...">
        {(cloud) => <Accordion items={PARTS.map((part) => item(cloud, part))} />}
      </DataPanel>
    </Anchor>
  );
}
