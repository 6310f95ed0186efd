import { Banner } from '@portal/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { DataPanel, PageFrame } from '../../kit';
import { PATHS } from '../../routing/paths';
import { session } from '../../state/session';
import { AgentIntro, DownloadsStack, PlatformList, RiskIdLine } from './DownloadsPage.styles';
import { resolveDownloadsRiskId } from './downloadsRiskId';
import { InstallerPanel } from './InstallerPanel';
import { PlatformDownload } from './PlatformDownload';

export const DOWNLOADS_TEXT = {
  description: 'The endpoint agent for each platform, and installers made to your settings.',
  agentPanel: 'Endpoint Agent',
  agentIntro:
    'Download the Endpoint Agent and install it on your endpoints in order to view their reporting and containment status.',
  riskId: 'Your organisation’s risk ID:',
  loading: 'Loading platforms...',
  noPlatforms: 'No endpoint agent downloads are available for your organisation.',
  noPlatformsHelp: 'Please contact your CST for an installer.',
} as const;

export const otherOrganisationText = (id: string, customer: string): string =>
  `This link was made for another organisation (risk ID ${id}). The downloads below are for ${customer}.`;

/**
 * /downloads and /installer (with no unified-portal host): the endpoint agent for each available platform, each
 * link asked for on demand with the customer's risk id (the page's `?id=`), and installer generation.
 */
export function DownloadsPage() {
  const { customer } = useSnapshot(session);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { riskId, otherOrganisation } = resolveDownloadsRiskId(params.get('id'), customer?.riskID ?? null);
  const platforms = useApi('availablePlatforms', {});
  const available = platforms.data?.platforms ?? [];

  const agentPanel = (
    <DataPanel
      key="agent"
      title={DOWNLOADS_TEXT.agentPanel}
      query={platforms}
      loading={DOWNLOADS_TEXT.loading}
      isEmpty={(reply) => reply.platforms.length === 0}
      empty={{ title: DOWNLOADS_TEXT.noPlatforms, description: DOWNLOADS_TEXT.noPlatformsHelp }}
    >
      {(reply) => (
        <>
          <AgentIntro>
            <p>{DOWNLOADS_TEXT.agentIntro}</p>
            {riskId !== null && (
              <RiskIdLine>
                {DOWNLOADS_TEXT.riskId} <code>{riskId}</code>
              </RiskIdLine>
            )}
          </AgentIntro>
          <PlatformList aria-label="Platforms">
            {reply.platforms.map((platform) => (
              <PlatformDownload key={platform.id} platform={platform} riskId={riskId} />
            ))}
          </PlatformList>
        </>
      )}
    </DataPanel>
  );
  const installerPanel = available.length > 0 && <InstallerPanel key="installer" platforms={available} />;

  return (
    <PageFrame title="Downloads" description={DOWNLOADS_TEXT.description}>
      <DownloadsStack>
        {otherOrganisation !== null && (
          <Banner intent="warning">{otherOrganisationText(otherOrganisation, customer?.name ?? '')}</Banner>
        )}
        {/* /installer opens on installer generation; /downloads on the agent. */}
        {pathname === PATHS.installer ? [installerPanel, agentPanel] : [agentPanel, installerPanel]}
      </DownloadsStack>
    </PageFrame>
  );
}
