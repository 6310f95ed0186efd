import { useLayoutEffect, useRef, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * After moving to another page, focus goes to the page's content when it would otherwise be lost: the link or
 * shortcut that navigated is gone with the old page, and the next Tab would start from nowhere (often the end of the
 * page). A page that focused something itself (a form's first field) keeps it; the first page load and redirects
 * (replacing navigations, such as the landing after sign-in) are left alone, so Tab starts from the top there.
 * A layout effect: it runs in the same task as the commit that removed the focused element, so there is no moment,
 * however short, in which focus sits on the body (a Tab pressed then would start from the top; a passive effect
 * ran a frame later, and a keyboard e2e caught focus on the body in between).
 */
export function useFocusAfterNavigation(content: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType === NavigationType.Replace) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) content.current?.focus({ preventScroll: true });
  }, [pathname, navigationType, content]);
}
