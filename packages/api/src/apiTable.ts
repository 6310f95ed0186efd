import { CALL_SUMMARIES } from './callSummaries';
import { CALL_NAMES, CALLS } from './calls';

export const API_TABLE_START = '<!-- api-table:start -->';
export const API_TABLE_END = '<!-- api-table:end -->';

function flags(name: (typeof CALL_NAMES)[number]): string {
  const call = CALLS[name];
  const notes: string[] = [];
  if (call.signIn) notes.push('sign-in');
  if (call.skipCustomerCheck) notes.push('no customer check');
  if (!call.secondaryToken) notes.push('no secondary token');
  if (call.multipart) notes.push('multipart');
  return notes.join(', ');
}

/** The README's API section, generated from the call registry so it cannot drift. */
export function apiTableMarkdown(): string {
  const rows = CALL_NAMES.map((name) => {
    const call = CALLS[name];
    return `| \`${name}\` | ${call.method} | \`${call.path}\` | ${CALL_SUMMARIES[name]} | ${flags(name)} |`;
  });
  return [
    `${CALL_NAMES.length} calls. Flags: *sign-in* (a 401 is a failed sign-in, not an expired session), *no customer check*`,
    '(replies of another customer are accepted: sign-in, user info, switching), *no secondary token* (the header is',
    'not sent), *multipart* (upload).',
    '',
    '| Client function | Method | Path | What for | Flags |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export function replaceApiTable(readme: string): string {
  const start = readme.indexOf(API_TABLE_START);
  const end = readme.indexOf(API_TABLE_END);
  if (start === -1 || end === -1 || end < start) throw new Error('README has no api-table markers');
  return `${readme.slice(0, start + API_TABLE_START.length)}\n${apiTableMarkdown()}\n${readme.slice(end)}`;
}
