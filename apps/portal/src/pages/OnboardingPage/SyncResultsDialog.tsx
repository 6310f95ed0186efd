import { Button, Modal } from '@portal/ui';
import { MutedText, ResultHeading, ResultList } from './OnboardingPage.styles';
import type { SyncResults } from './useOverviewActions';

function Results({ title, lines }: { title: string; lines: string[] }) {
  return (
    <section aria-label={title}>
      <ResultHeading>{title}</ResultHeading>
      {lines.length === 0 ? (
        <MutedText>None</MutedText>
      ) : (
        <ResultList>
          {lines.map((line, index) => (
            // The same message may come twice (two bad targets alike); the position tells them apart.
            <li key={`${index}:${line}`}>{line}</li>
          ))}
        </ResultList>
      )}
    </section>
  );
}

/** The sync results dialog (portal-onboarding §2.5): what was synced and what failed, as the sync call answered. */
export function SyncResultsDialog({ results, onClose }: { results: SyncResults | null; onClose: () => void }) {
  return (
    <Modal
      open={results !== null}
      onClose={onClose}
      title="Sync Results"
      description={
        results === null
          ? undefined
          : `${results.success.length} synced, ${results.errors.length} error${results.errors.length === 1 ? '' : 's'}.`
      }
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {results !== null && (
        <>
          <Results title="Success" lines={results.success} />
          <Results title="Errors" lines={results.errors} />
        </>
      )}
    </Modal>
  );
}
