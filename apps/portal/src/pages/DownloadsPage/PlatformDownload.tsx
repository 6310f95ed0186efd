import { Button, Link, VisuallyHidden } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api/useApi';
import { agentDownloadQuery } from './downloadsRiskId';
import { ItemActions, ItemError, ItemLabel, PlatformItem } from './DownloadsPage.styles';

/** A signed link is fetched once when asked for and kept as it is: it must not change under the user's pointer. */
const LINK_CONFIG = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false };

export const PLATFORM_TEXT = {
  request: 'Get download link',
  download: 'Download',
  retry: 'Retry',
} as const;

export interface PlatformDownloadProps {
  platform: { id: string; label: string };
  riskId: string | null;
}

/**
 * One platform of the endpoint agent: 'Get download link' asks the download-link call (with the risk id), then the
 * link takes the button's place and the focus. A failure shows beside this platform with Retry.
 */
export function PlatformDownload({ platform, riskId }: PlatformDownloadProps) {
  const [asked, setAsked] = useState(false);
  const link = useApi('agentDownload', asked ? { query: agentDownloadQuery(platform.id, riskId) } : null, LINK_CONFIG);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const url = link.data?.url;
  useEffect(() => {
    if (url !== undefined && asked) linkRef.current?.focus();
  }, [url, asked]);

  const forPlatform = <VisuallyHidden>{` for ${platform.label}`}</VisuallyHidden>;
  let action;
  if (url !== undefined) {
    action = (
      <Link href={url} ref={linkRef} variant="button" newTab>
        {PLATFORM_TEXT.download}
        {forPlatform}
      </Link>
    );
  } else if (link.error && !link.isValidating) {
    action = (
      <>
        <ItemError role="alert">{link.error.message}</ItemError>
        <Button size="sm" onClick={() => void link.mutate()}>
          {PLATFORM_TEXT.retry}
          {forPlatform}
        </Button>
      </>
    );
  } else {
    action = (
      <Button size="sm" loading={asked} onClick={() => setAsked(true)}>
        {PLATFORM_TEXT.request}
        {forPlatform}
      </Button>
    );
  }
  return (
    <PlatformItem>
      <ItemLabel>{platform.label}</ItemLabel>
      <ItemActions>{action}</ItemActions>
    </PlatformItem>
  );
}
