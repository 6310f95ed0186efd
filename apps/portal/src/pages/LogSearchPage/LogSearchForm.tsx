import { Banner, Button, TimeRangePicker } from '@portal/ui';
import { useState } from 'react';
import { useApi } from '../../api/useApi';
import { defaultRange, MAX_RANGE_HOURS, respectEarliest, type SearchForm, type TimeRange } from '../../logSearch';
import { CheckboxLabel, MessageWithAction } from '../../kit';
import { Field, FormRow, Hint, QueryInput, SearchFormRoot, TagLegend, TagSet } from './LogSearchPage.styles';
import { earliestLimit, sourceTags } from './logSearchView';

export const SEARCH_FORM_TEXT = {
  form: 'New search',
  query: 'Query',
  placeholder: 'e.g. EventID=4625 AND user=admin*',
  caseSensitive: 'Case sensitive',
  tags: 'Log source tags',
  noTags: 'No log source tags yet.',
  loadingTags: 'Loading log source tags...',
  submit: 'Search',
  /** portal-core §8. */
  sourcesFailed: 'Unable to retrieve the available log sources. You can still perform a search.',
  earliest: (date: Date) => `Logs are searchable from ${date.toLocaleString('en-US')}.`,
} as const;

/** The tags a search can be narrowed to; the search still works when the sources cannot be read (§8). */
function TagChoices({ chosen, onChange }: { chosen: readonly string[]; onChange: (tags: string[]) => void }) {
  const sources = useApi('logSources', {});
  if (sources.error)
    return (
      // The spec's message alone in the alert; Retry beside it asks for the sources again.
      <MessageWithAction>
        <Banner intent="warning">{SEARCH_FORM_TEXT.sourcesFailed}</Banner>
        <Button size="sm" variant="secondary" onClick={() => void sources.mutate()}>
          Retry
        </Button>
      </MessageWithAction>
    );
  const tags = sources.data === undefined ? [] : sourceTags(sources.data.sources);
  return (
    <TagSet aria-busy={sources.isLoading || undefined}>
      <TagLegend>{SEARCH_FORM_TEXT.tags}</TagLegend>
      {sources.isLoading && <Hint>{SEARCH_FORM_TEXT.loadingTags}</Hint>}
      {sources.data !== undefined && tags.length === 0 && <Hint>{SEARCH_FORM_TEXT.noTags}</Hint>}
      {tags.map((tag) => (
        <CheckboxLabel key={tag}>
          <input
            type="checkbox"
            checked={chosen.includes(tag)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, tag] : chosen.filter((existing) => existing !== tag))
            }
          />
          {tag}
        </CheckboxLabel>
      ))}
    </TagSet>
  );
}

export interface LogSearchFormProps {
  /** The request of the open search, to search again from; a new search otherwise (last hour, case-sensitive). */
  initial?: SearchForm;
  onSearch: (form: SearchForm) => void;
  busy: boolean;
}

/**
 * A new search: query, time range (last hour by default, at most 10 days, never before the earliest record the
 * server holds), case sensitivity (on by default) and log source tags. Enter in the query runs it.
 */
export function LogSearchForm({ initial, onSearch, busy }: LogSearchFormProps) {
  const now = new Date();
  const [query, setQuery] = useState(initial?.query ?? '');
  const [range, setRange] = useState<TimeRange>(() => initial?.range ?? defaultRange(now));
  const [caseSensitive, setCaseSensitive] = useState(initial?.caseSensitive ?? true);
  const [tags, setTags] = useState<readonly string[]>(initial?.tags ?? []);
  const earliest = useApi('logSearchEarliest', {}).data?.earliest;
  const limit = earliestLimit(earliest, now);
  const blank = query.trim() === '';

  return (
    <SearchFormRoot
      role="search"
      aria-label={SEARCH_FORM_TEXT.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || busy) return;
        onSearch({ query, range: respectEarliest(range, earliest, now), caseSensitive, tags });
      }}
    >
      <FormRow>
        <Field>
          {SEARCH_FORM_TEXT.query}
          <QueryInput
            type="search"
            value={query}
            placeholder={SEARCH_FORM_TEXT.placeholder}
            spellCheck={false}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Field>
        <TimeRangePicker
          value={range}
          maxHours={MAX_RANGE_HOURS}
          onChange={(next) => setRange(respectEarliest(next, earliest, new Date()))}
        />
        <CheckboxLabel>
          <input type="checkbox" checked={caseSensitive} onChange={(event) => setCaseSensitive(event.target.checked)} />
          {SEARCH_FORM_TEXT.caseSensitive}
        </CheckboxLabel>
        <Button type="submit" variant="primary" disabled={blank} loading={busy}>
          {SEARCH_FORM_TEXT.submit}
        </Button>
      </FormRow>
      {limit !== undefined && <Hint>{SEARCH_FORM_TEXT.earliest(limit)}</Hint>}
      <TagChoices chosen={tags} onChange={setTags} />
    </SearchFormRoot>
  );
}
