// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToView } from './useScrollToView';

function Page({ listId }: { listId: string }) {
  useScrollToView();
  return <div id={listId}>list</div>;
}

const scrolls = vi.fn();
// jsdom has no scrollIntoView; the spy stands in for it during these tests only.
const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');

beforeEach(() => {
  vi.useFakeTimers();
  scrolls.mockClear();
  Element.prototype.scrollIntoView = scrolls;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
  else Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const open = (url: string, listId = 'onboarding-contacts') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Page listId={listId} />
    </MemoryRouter>,
  );

describe('?view= scrolls to its list (portal-onboarding §2.2, §9)', () => {
  it('smoothly, after 100 ms', () => {
    open('/onboarding?view=contacts');
    vi.advanceTimersByTime(99);
    expect(scrolls).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrolls).toHaveBeenCalledTimes(1);
    expect(scrolls).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('to the sensors and scanners lists too, and not for other views', () => {
    open('/onboarding?view=scanners', 'onboarding-scanners');
    vi.advanceTimersByTime(100);
    expect(scrolls).toHaveBeenCalledTimes(1);
    cleanup();
    open('/onboarding?view=sites', 'onboarding-sites');
    vi.advanceTimersByTime(1000);
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it('waits for a list still loading, then gives up after 5 s', () => {
    open('/onboarding?view=sensors', 'something-else');
    vi.advanceTimersByTime(6000);
    expect(scrolls).not.toHaveBeenCalled();
  });
});
