import { ErrorPanel } from '@portal/ui';
import type { ReactNode } from 'react';
import { AsyncContent, PageFrame, type AsyncState } from '../../kit';
import { DEVICE_PATHS, type DeviceTexts } from './deviceMessages';

export interface DeviceFormFrameProps<T> {
  texts: DeviceTexts;
  /** The edited device's id; undefined configures a new one. */
  uuid: string | undefined;
  query: AsyncState<T>;
  /** Whether the loaded data holds the edited device. */
  has: (data: T, uuid: string) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The sensor and scanner form pages' frame (portal-onboarding §2.4): breadcrumbs 'Onboarding Overview' then
 * 'Configure …' or 'Edit …', the loading indicator, and '… not found' (not found, §8) for an unknown id.
 */
export function DeviceFormFrame<T>({ texts, uuid, query, has, children }: DeviceFormFrameProps<T>) {
  const title = uuid === undefined ? texts.addTitle : texts.editTitle;
  return (
    <PageFrame
      title={title}
      width="full"
      breadcrumbs={[{ label: 'Onboarding Overview', href: DEVICE_PATHS.overview }, { label: title }]}
    >
      <AsyncContent query={query} loading={texts.loading}>
        {(data) =>
          uuid !== undefined && !has(data, uuid) ? <ErrorPanel message={texts.notFound} status={404} /> : children(data)
        }
      </AsyncContent>
    </PageFrame>
  );
}
