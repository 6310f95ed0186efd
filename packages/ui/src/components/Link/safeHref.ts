const WEB_URL = /^https?:\/\//i;

/**
 * Invisible or spacing code points that browsers strip or fold while parsing a URL, so text that looks safe
 * ('java\tscript:', ' //evil.example') could navigate elsewhere: C0/C1 controls, space, zero-width and bidi marks.
 */
function isInvisibleCodePoint(code: number): boolean {
  return (
    code <= 0x20 ||
    (code >= 0x7f && code <= 0xa0) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x206f) ||
    code === 0xfeff
  );
}

function hasDeceptiveCharacter(href: string): boolean {
  for (const character of href) {
    // Browsers read '\' as '/' in web URLs, so '/\evil.example' would be protocol-relative.
    if (character === '\\' || /\s/u.test(character)) return true;
    if (isInvisibleCodePoint(character.codePointAt(0) ?? 0)) return true;
  }
  return false;
}

/**
 * The one allow-list for every href the design system renders. Returns the href unchanged when it is an absolute
 * http(s) URL, a same-origin path ('/…' but not '//…'), a '#fragment' or a '?query'; otherwise undefined
 * (javascript:, data:, vbscript:, protocol-relative and relative paths, and anything with hidden characters).
 */
export function safeHref(href: string | null | undefined): string | undefined {
  if (typeof href !== 'string' || href === '' || hasDeceptiveCharacter(href)) return undefined;
  if (href.startsWith('#') || href.startsWith('?')) return href;
  if (href.startsWith('/')) return href.startsWith('//') ? undefined : href;
  if (!WEB_URL.test(href) || !URL.canParse(href)) return undefined;
  return new URL(href).hostname === '' ? undefined : href;
}

/** Whether a (safe) href leaves the page's origin, e.g. to open it in a new tab with `rel="noopener noreferrer"`. */
export function isExternalHref(href: string, currentOrigin: string): boolean {
  if (!WEB_URL.test(href) || !URL.canParse(href)) return false;
  return new URL(href).origin !== currentOrigin;
}
