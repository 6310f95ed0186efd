import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VIEW_SCROLL_DELAY_MS, viewAnchor } from '../../onboarding';

/** How long a list may take to appear (its data loading) before the scroll gives up. */
const GIVE_UP_MS = 5000;

/**
 * `?view=contacts|sensors|scanners` scrolls smoothly to the matching list after 100 ms (portal-onboarding §2.2, §9).
 * A list still loading then is waited for, a try every 100 ms, so a slow reply still ends at the list.
 */
export function useScrollToView(): void {
  const [params] = useSearchParams();
  const anchor = viewAnchor(params.get('view'));
  useEffect(() => {
    if (anchor === null) return undefined;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      const target = document.getElementById(anchor);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (Date.now() - started < GIVE_UP_MS) timer = setTimeout(attempt, VIEW_SCROLL_DELAY_MS);
    };
    timer = setTimeout(attempt, VIEW_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [anchor]);
}
