import type { CloudSection } from '@portal/api';
import { Accordion, Badge, Banner, Button, type AccordionItem } from '@portal/ui';
import { DataPanel } from '../../kit';
import { useOnboardingEditing } from '../useOnboardingEditing';
import { isCompletable, purchasedCloudParts, type CloudPart } from './cloudParts';
import { CloudPartFields } from './CloudPartFields';
import { CloudPartForm } from './CloudPartForm';
import { CLOUD_PART_TITLES, CLOUD_TEXTS } from './cloudTexts';
import { SectionBody } from './CloudSensorSection.styles';
import { useCloudSave } from './useCloudSave';
import { useCloudSectionData } from './useCloudSectionData';

/** A part's header text: Complete / Incomplete, or Optional for GCP (not part of the section's completion). */
function PartSummary({ cloud, part }: { cloud: CloudSection; part: CloudPart }) {
  if (!isCompletable(part)) return <Badge intent="neutral">{CLOUD_TEXTS.optional}</Badge>;
  const complete = cloud[part].completed;
  return <Badge intent={complete ? 'success' : 'warning'}>{complete ? 'Complete' : 'Incomplete'}</Badge>;
}

/**
 * Cloud Sensor Configuration on the onboarding overview (portal-onboarding §2.5, §3, §4, §5): one accordion item per
 * purchased part (AWS, Azure, Office 365, Salesforce, geo login, iManage, GCP), each a form saved after every change
 * with its own Mark Complete. Read-only users see the same forms disabled.
 */
export function CloudSensorSection() {
  const query = useCloudSectionData();
  return (
    <DataPanel
      title={CLOUD_TEXTS.panelTitle}
      query={query}
      loading={CLOUD_TEXTS.loading}
      isEmpty={(data) => purchasedCloudParts(data.cloudSensors).length === 0}
      empty={{ icon: 'cloud', title: CLOUD_TEXTS.noneTitle, description: CLOUD_TEXTS.noneDescription }}
    >
      {(data) => <CloudParts saved={data.cloud} parts={purchasedCloudParts(data.cloudSensors)} />}
    </DataPanel>
  );
}

function CloudParts({ saved, parts }: { saved: CloudSection; parts: readonly CloudPart[] }) {
  const { canEdit } = useOnboardingEditing();
  const save = useCloudSave(saved);
  const items: AccordionItem[] = parts.map((part) => ({
    id: part,
    title: CLOUD_PART_TITLES[part],
    summary: <PartSummary cloud={save.cloud} part={part} />,
    content: (
      <CloudPartForm part={part} cloud={save.cloud} canEdit={canEdit} onChange={(change) => save.change(part, change)}>
        <CloudPartFields part={part} disabled={!canEdit} />
      </CloudPartForm>
    ),
  }));
  return (
    <SectionBody>
      {save.error && (
        <Banner intent="danger" title={CLOUD_TEXTS.saveFailedTitle}>
          {save.error.message}{' '}
          <Button variant="secondary" size="sm" loading={save.saving} onClick={() => void save.retry()}>
            {CLOUD_TEXTS.tryAgain}
          </Button>
        </Banner>
      )}
      <Accordion items={items} mountContent="whenOpened" />
    </SectionBody>
  );
}
