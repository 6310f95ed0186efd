const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[hidden], [inert]')) return false;
  return element.getClientRects().length > 0;
}

/**
 * Moves focus to the first tabbable element after `anchor` in document order (falls back to `anchor` itself).
 * A menu renders in a portal at the end of the page, so leaving it with Tab must be steered back to the sequence
 * that continues after its button.
 */
export function focusElementAfter(anchor: HTMLElement): void {
  const candidates = Array.from(anchor.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE));
  const next = candidates.find(
    (candidate) =>
      !anchor.contains(candidate) &&
      (anchor.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
      !candidate.closest('[data-portal-id="menu"]') &&
      isTabbable(candidate),
  );
  (next ?? anchor).focus();
}
