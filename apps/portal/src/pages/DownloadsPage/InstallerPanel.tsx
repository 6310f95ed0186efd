import type { GenerateInstallerRequest } from '@portal/api';
import { Button, ErrorPanel, formatDate, Link, Panel, Spinner } from '@portal/ui';
import { useState, type SyntheticEvent } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import { installerRequest, type InstallerChoice } from './installer';
import { CheckboxLabel, FilterField } from '../../kit';
import { FormRow, InstallerForm, InstallerResult, Select, TextInput } from './DownloadsPage.styles';

export const INSTALLER_TEXT = {
  panel: 'Generate an installer',
  intro:
    'Generate an installer for one platform with your own settings, for example to deploy it with a software distribution tool.',
  platform: 'Platform',
  silent: 'Silent install (no prompts on the endpoint)',
  proxy: 'Proxy server (optional)',
  generate: 'Generate installer',
  generating: 'Generating the installer...',
  ready: 'Your installer is ready.',
  download: 'Download installer',
  retry: 'Retry',
} as const;

export const installerExpiry = (expiresAt: string): string =>
  `The link expires on ${formatDate(expiresAt, 'dateAtTime') ?? expiresAt}.`;

/**
 * Installer generation (portal-core §7 'Installer': type and options): the platform, silent install and a proxy;
 * while it runs the form waits, then the installer's link and its expiry, or the failure with Retry.
 */
export function InstallerPanel({ platforms }: { platforms: readonly { id: string; label: string }[] }) {
  const [choice, setChoice] = useState<InstallerChoice>({ platform: platforms[0]?.id ?? '', silent: true, proxy: '' });
  const [sent, setSent] = useState<GenerateInstallerRequest | null>(null);
  const [result, setResult] = useState<{ url: string; expires_at: string } | null>(null);
  // The failure shows in the panel, next to the form that caused it, not as a toast.
  const generation = useApiMutation('generateInstaller', { failure: false });

  const generate = async (body: GenerateInstallerRequest) => {
    setSent(body);
    setResult(null);
    setResult((await generation.run({ body })) ?? null);
  };
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void generate(installerRequest(choice));
  };

  return (
    <Panel title={INSTALLER_TEXT.panel}>
      <InstallerForm onSubmit={onSubmit} aria-label={INSTALLER_TEXT.panel}>
        <p>{INSTALLER_TEXT.intro}</p>
        <FormRow>
          <FilterField>
            {INSTALLER_TEXT.platform}
            <Select
              value={choice.platform}
              onChange={(event) => setChoice({ ...choice, platform: event.target.value })}
            >
              {platforms.map((platform) => (
                <option key={platform.id} value={platform.id}>
                  {platform.label}
                </option>
              ))}
            </Select>
          </FilterField>
          <FilterField>
            {INSTALLER_TEXT.proxy}
            <TextInput
              value={choice.proxy}
              placeholder="proxy.example.com:3128"
              onChange={(event) => setChoice({ ...choice, proxy: event.target.value })}
            />
          </FilterField>
        </FormRow>
        <CheckboxLabel>
          <input
            type="checkbox"
            checked={choice.silent}
            onChange={(event) => setChoice({ ...choice, silent: event.target.checked })}
          />
          {INSTALLER_TEXT.silent}
        </CheckboxLabel>
        <div>
          <Button type="submit" variant="primary" loading={generation.isMutating} disabled={choice.platform === ''}>
            {INSTALLER_TEXT.generate}
          </Button>
        </div>
      </InstallerForm>
      {generation.isMutating && <Spinner label={INSTALLER_TEXT.generating} showLabel />}
      {generation.error && sent !== null && (
        <ErrorPanel
          message={generation.error.message}
          status={generation.error.status}
          onRetry={() => void generate(sent)}
        />
      )}
      {result !== null && (
        <InstallerResult role="status">
          <strong>{INSTALLER_TEXT.ready}</strong>
          <Link href={result.url} variant="button" newTab>
            {INSTALLER_TEXT.download}
          </Link>
          <span>{installerExpiry(result.expires_at)}</span>
        </InstallerResult>
      )}
    </Panel>
  );
}
