import type { LogSource } from '@portal/api';
import { Badge, Banner, Button, Form, formatDate, Icon, TextField } from '@portal/ui';
import { useState } from 'react';
import { useApiMutation } from '../../api/useApiMutation';
import {
  AddTagRow,
  NoTags,
  SourceCard,
  SourceFacts,
  SourceHeader,
  SourceName,
  TagItem,
  TagList,
} from './LogSourcesPage.styles';
import {
  addTagRefusal,
  isReservedTag,
  LOG_SOURCES_TEXT,
  normalizeTag,
  tagFailureMessage,
  type TagAction,
} from './sourceTags';

interface NewTagValues {
  tag?: string;
}

export interface LogSourceCardProps {
  source: LogSource;
  /**
   * The reserved parser tags; undefined while they load (no tag can be removed yet: it may be a parser tag), empty
   * when they could not be read (then only the server refuses them).
   */
  reserved: readonly string[] | undefined;
}

/**
 * One source with its tags (portal-core §2): custom tags can be removed and new ones added; parser tags are the
 * system's and have no remove button. Reserved or repeated tags are refused before any call. A failed call says
 * 'Unable to {action} the tag …' (§8) and loses nothing: the typed tag stays in the field, a tag that could not be
 * removed stays listed.
 */
export function LogSourceCard({ source, reserved: reservedTags }: LogSourceCardProps) {
  const reserved = reservedTags ?? [];
  const tagging = useApiMutation('logSourceTag', { failure: false, invalidates: ['logSources'] });
  const [failure, setFailure] = useState<string>();
  const [removing, setRemoving] = useState<string>();
  const lastSeen = formatDate(source.last_seen, 'dateAtTime') ?? LOG_SOURCES_TEXT.neverSeen;

  const change = async (action: TagAction, tag: string): Promise<boolean> => {
    setFailure(undefined);
    const reply = await tagging.run({ body: { action, tag: normalizeTag(tag), source_id: source.id } }, (error) =>
      setFailure(tagFailureMessage(action, tag, error.message)),
    );
    return reply !== undefined;
  };

  const remove = async (tag: string) => {
    setRemoving(tag);
    await change('remove', tag);
    setRemoving(undefined);
  };

  return (
    <SourceCard aria-labelledby={`source-${source.id}`}>
      <SourceHeader>
        <SourceName id={`source-${source.id}`}>{source.name}</SourceName>
        <SourceFacts>
          <div>
            <dt>Parser</dt>
            <dd>{source.parser}</dd>
          </div>
          <div>
            <dt>Last seen</dt>
            <dd>{lastSeen}</dd>
          </div>
        </SourceFacts>
      </SourceHeader>
      {source.tags.length === 0 ? (
        <NoTags>{LOG_SOURCES_TEXT.noTags}</NoTags>
      ) : (
        <TagList aria-label={`Tags of ${source.name}`}>
          {source.tags.map((tag) => (
            <TagItem key={tag}>
              {isReservedTag(tag, reserved) ? (
                <Badge intent="info" icon={<Icon name="key" label={LOG_SOURCES_TEXT.parserTag} />}>
                  {tag}
                </Badge>
              ) : (
                <>
                  <Badge intent="neutral">{tag}</Badge>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Icon name="close" />}
                    aria-label={`Remove the tag ${tag} from ${source.name}`}
                    loading={removing === tag}
                    disabled={tagging.isMutating || reservedTags === undefined}
                    onClick={() => void remove(tag)}
                  />
                </>
              )}
            </TagItem>
          ))}
        </TagList>
      )}
      {failure !== undefined && <Banner intent="danger">{failure}</Banner>}
      <Form<NewTagValues>
        aria-label={`Add a tag to ${source.name}`}
        onSubmit={async (values, form) => {
          // Checked again at submit: the field's own check ran on the last keystroke, which may have been before the
          // reserved list arrived.
          const refusal = addTagRefusal(values.tag, source, reserved);
          if (refusal !== undefined) return { tag: refusal };
          if (!(await change('add', values.tag ?? ''))) return undefined;
          // After the submit settles: a new, empty field for the next tag.
          setTimeout(() => form.restart());
          return undefined;
        }}
      >
        <AddTagRow>
          <TextField
            name="tag"
            label={`New tag for ${source.name}`}
            hideLabel
            placeholder={LOG_SOURCES_TEXT.tagLabel}
            autoComplete="off"
            validate={(value) => addTagRefusal(value, source, reserved)}
          />
          <Button type="submit" loading={tagging.isMutating && removing === undefined}>
            {LOG_SOURCES_TEXT.addTag}
          </Button>
        </AddTagRow>
      </Form>
    </SourceCard>
  );
}
