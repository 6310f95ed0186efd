import type { LogSource, LogSourceTagRequest } from '@portal/api';

export type TagAction = LogSourceTagRequest['action'];

/** The page's words; the list-failure and tag-failure openings are portal-core §8's, verbatim. */
export const LOG_SOURCES_TEXT = {
  panel: 'Log sources',
  loading: 'Loading log sources...',
  listFailure: 'Unable to retrieve the available log sources. You can still perform a search.',
  goToSearch: 'Go to Log Search',
  empty: 'No log sources yet',
  emptyDescription: 'Sources appear here once they send logs to your pod.',
  filter: 'Filter sources',
  noMatch: 'No log source matches the filter.',
  tagLabel: 'New tag',
  addTag: 'Add tag',
  adding: 'Adding...',
  parserTag: 'parser tag',
  neverSeen: 'Never',
  noTags: 'No tags yet.',
  blankTag: 'Type a tag to add.',
} as const;

/** Tags are compared as the server stores them: trimmed and in lowercase. */
export function normalizeTag(text: string): string {
  return text.trim().toLowerCase();
}

/** Parser tags belong to the system: they are never added or removed by hand. */
export function isReservedTag(tag: string, reserved: readonly string[]): boolean {
  const name = normalizeTag(tag);
  return reserved.some((candidate) => normalizeTag(candidate) === name);
}

export const reservedTagMessage = (tag: string, action: TagAction): string =>
  `“${normalizeTag(tag)}” is a reserved parser tag: the parser sets it, so it cannot be ${
    action === 'add' ? 'added' : 'removed'
  } by hand.`;

/**
 * Why a tag must not be sent, or undefined when it may be: checked before any call, so a reserved parser tag, a
 * blank one or one the source already has never reaches the server.
 */
export function addTagRefusal(text: string | undefined, source: LogSource, reserved: readonly string[]) {
  const tag = normalizeTag(text ?? '');
  if (tag === '') return LOG_SOURCES_TEXT.blankTag;
  if (isReservedTag(tag, reserved)) return reservedTagMessage(tag, 'add');
  if (source.tags.some((existing) => normalizeTag(existing) === tag))
    return `${source.name} already has the tag “${tag}”.`;
  return undefined;
}

/** portal-core §8 gives 'Unable to {action} the tag ...'; the rest names the tag and says why (the server's reason). */
export function tagFailureMessage(action: TagAction, tag: string, reason: string): string {
  return `Unable to ${action} the tag “${normalizeTag(tag)}”. ${reason}`;
}

/** A source matches the filter by its name, its parser or one of its tags (case-insensitive); blank keeps all. */
export function filterSources(sources: readonly LogSource[], filter: string | undefined): LogSource[] {
  const needle = (filter ?? '').trim().toLowerCase();
  if (needle === '') return [...sources];
  return sources.filter(
    (source) =>
      source.name.toLowerCase().includes(needle) ||
      source.parser.toLowerCase().includes(needle) ||
      source.tags.some((tag) => tag.toLowerCase().includes(needle)),
  );
}
