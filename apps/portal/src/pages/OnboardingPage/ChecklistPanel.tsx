import { Badge, Banner, Button, ConfirmDialog, ProgressBar } from '@portal/ui';
import { useState } from 'react';
import { DataPanel } from '../../kit';
import {
  checklistBanner,
  KICKOFF_READY_TEXT,
  READY_TO_SUBMIT_TEXT,
  remainingText,
  UNDER_REVIEW_TEXT,
  type ChecklistBanner,
  type ChecklistSummary,
  type OnboardingEditing,
} from '../../onboarding';
import { BannerActions, ChecklistBody, RemainingText, SectionList, SectionRow } from './OnboardingPage.styles';
import { SyncResultsDialog } from './SyncResultsDialog';
import { useSubmitOnboarding, useSyncOnboarding } from './useOverviewActions';
import type { OverviewData } from './useOverviewData';

export const SUBMIT_CONFIRM_MESSAGE =
  'Once submitted, your onboarding details become read-only until your Technical Kickoff Call with your Onboarding Team.';

interface ChecklistPanelProps {
  data: OverviewData;
  editing: OnboardingEditing;
  /** Provider staff may sync the form to the provider's systems (the sync results dialog). */
  maySync: boolean;
}

function StatusBanner({ banner, onSubmit }: { banner: ChecklistBanner; onSubmit: () => void }) {
  if (banner === 'readyToSubmit')
    return (
      <Banner intent="success">
        {READY_TO_SUBMIT_TEXT}
        <BannerActions>
          <Button variant="primary" onClick={onSubmit}>
            Submit Information
          </Button>
        </BannerActions>
      </Banner>
    );
  if (banner === 'underReview') return <Banner intent="info">{UNDER_REVIEW_TEXT}</Banner>;
  if (banner === 'kickoffReady') return <Banner intent="info">{KICKOFF_READY_TEXT}</Banner>;
  return null;
}

function Progress({ summary }: { summary: ChecklistSummary }) {
  return (
    <>
      <ProgressBar
        value={summary.percent}
        label={`${summary.complete} of ${summary.total} sections complete`}
        showLabel
      />
      <SectionList aria-label="Sections">
        {summary.items.map((item) => (
          <SectionRow key={item.key}>
            <span>{item.name}</span>
            <Badge intent={item.complete ? 'success' : 'warning'}>{item.complete ? 'Complete' : 'Incomplete'}</Badge>
          </SectionRow>
        ))}
      </SectionList>
    </>
  );
}

/**
 * The Checklist panel (portal-onboarding §4): the visible sections, how many are complete, the progress bar and
 * 'N incomplete section(s) remaining.'; the banner for the stage; Submit Information behind a confirm.
 */
export function ChecklistPanel({ data, editing, maySync }: ChecklistPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmitOnboarding();
  const sync = useSyncOnboarding();
  const confirm = async () => {
    const submitted = await submit.run();
    if (submitted) setConfirming(false);
  };
  return (
    <>
      <DataPanel
        title="Checklist"
        query={data.checklist}
        loading="Loading checklist..."
        actions={
          maySync && (
            <Button size="sm" loading={sync.isSyncing} onClick={() => void sync.run()}>
              Sync
            </Button>
          )
        }
      >
        {(summary) => {
          const banner = checklistBanner({
            allComplete: summary.allComplete,
            canEdit: editing.canEdit,
            locked: !data.status.can_edit_sections,
            tkoCompleted: data.status.tko_completed,
          });
          return (
            <ChecklistBody>
              <Progress summary={summary} />
              {/* Always, 0 too (portal-onboarding §4: the text, and the banner once all are complete). */}
              <RemainingText>{remainingText(summary.remaining)}</RemainingText>
              <StatusBanner banner={banner} onSubmit={() => setConfirming(true)} />
            </ChecklistBody>
          );
        }}
      </DataPanel>
      <ConfirmDialog
        open={confirming}
        title="Submit Information"
        message={SUBMIT_CONFIRM_MESSAGE}
        confirmLabel="Submit"
        busy={submit.isSubmitting}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
      <SyncResultsDialog results={sync.results} onClose={sync.close} />
    </>
  );
}
