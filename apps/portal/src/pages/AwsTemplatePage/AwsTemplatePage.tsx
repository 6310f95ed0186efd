import { ErrorPanel, Spinner } from '@portal/ui';
import { useEffect } from 'react';
import { useApi } from '../../api/useApi';
import { awsStackCreationUrl } from '../../config/awsTemplates';
import { PageFrame } from '../../kit';

export const REDIRECTING = 'Redirecting to AWS…';
export const NO_TEMPLATE = 'There is no AWS template for your pod. Please contact your CST.';

export interface AwsTemplatePageProps {
  /** Leaves for the stack-creation page; replaces this page in the history by default (so Back does not loop). */
  navigate?: (url: string) => void;
}

const leave = (url: string) => window.location.replace(url);

/**
 * /awstemplate (portal-onboarding §2.9): fetches the customer's pod, then sends the browser to the cloud
 * provider's stack-creation page with that pod's template; an error panel when the pod cannot be fetched.
 */
export function AwsTemplatePage({ navigate = leave }: AwsTemplatePageProps) {
  const pod = useApi('pod', {});
  const url = pod.data === undefined ? undefined : awsStackCreationUrl(pod.data.properties.pod);
  useEffect(() => {
    if (url !== undefined) navigate(url);
  }, [url, navigate]);

  let content;
  if (pod.data !== undefined && url === undefined) content = <ErrorPanel message={NO_TEMPLATE} />;
  else if (pod.error !== undefined && pod.data === undefined)
    content = (
      <ErrorPanel
        message={pod.error.message}
        status={pod.error.status}
        onRetry={() => void pod.mutate()}
        retrying={pod.isValidating}
      />
    );
  else content = <Spinner label={url === undefined ? 'Loading your pod...' : REDIRECTING} showLabel />;
  return (
    <PageFrame title="AWS Template" width="narrow">
      {content}
    </PageFrame>
  );
}
