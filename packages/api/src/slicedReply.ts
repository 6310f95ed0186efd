import type { $ZodType } from 'zod/v4/core';
import { compile, dataElementOf, validateReply, type SafeParseResult } from './replyValidation';

/**
 * Large list replies read in slices. The 100,000-agent reply is 50 MB of JSON: one `JSON.parse` and one check of it
 * held the browser's main thread for about 0.5 s in a single task (no input, no paint; Lighthouse's Total Blocking
 * Time). A reply of the list form `{"data":[…]}` over {@link SLICED_REPLY_MIN_CHARS} is parsed and checked a slice of
 * items at a time, and the browser gets the thread back between slices (`pause`).
 *
 * Both are exact: the answer is the one `JSON.parse` and `validateReply` give for the whole reply. A slice boundary
 * is a `},{"` between two items; it can never be inside a string (a string's quotes are escaped), and one between
 * objects nested inside an item leaves the slice unbalanced, so its parse fails and the slice is extended to the next
 * boundary. A body that is no well-formed list is parsed whole, so `JSON.parse` throws its own error.
 */

/** Replies shorter than this (about 2,000 agents) are parsed in one go: slicing would only add pauses. */
export const SLICED_REPLY_MIN_CHARS = 1_000_000;
/** About 1,000 agents: a few milliseconds of parsing per slice. */
export const SLICE_CHARS = 500_000;
/** Items checked between two pauses. */
const CHECK_SLICE_ITEMS = 2_000;

const LIST_START = '{"data":[';
const LIST_END = ']}';
const ITEM_BOUNDARY = '},{"';

/** Hands the main thread back to the browser: a task of its own, so input and paint come first. */
export type Pause = () => Promise<void>;

interface TaskScheduler {
  postTask?: (callback: () => void, options: { priority: 'background' }) => Promise<void>;
}

/**
 * Where the browser has `scheduler.postTask` (Chromium, Firefox): a background task, which runs once the page has no
 * other task waiting. The page's own work goes first: input, paint, and React rendering what has arrived (the first
 * rows of a long list, the shell around them). With `scheduler.yield()` the reply went on ahead of other tasks, and
 * React, which renders in 5 ms tasks of its own, waited a slice for each of them: the 100,000-agent page rendered
 * nothing until the whole list was in (its shell at 1.2 s, its first rows at 1.4 s with a preview of the list out at
 * 0.8 s). Elsewhere a message-channel task, queued behind those already waiting; a zero timeout would do, but nested
 * timeouts are clamped to 4 ms: 150 pauses of the 100,000-agent reply cost 0.6 s.
 */
export const pauseForBrowser: Pause = () => {
  const { scheduler } = globalThis as { scheduler?: TaskScheduler };
  if (scheduler?.postTask) return scheduler.postTask(() => undefined, { priority: 'background' });
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};

export interface SliceOptions {
  pause: Pause;
  /** Tests set small sizes to exercise the boundaries. */
  minChars?: number;
  sliceChars?: number;
  checkSliceItems?: number;
}

/**
 * Where items start: `},{"` followed by the first item's first key (`},{"id":` for agents), so that a boundary between
 * two objects nested inside an item (an agent's second network interface) is rarely taken. Any `},{"` is a candidate.
 */
function boundaryOf(text: string): string {
  const firstKey = /^"(?:[^"\\]|\\.){0,64}":/.exec(text.slice(LIST_START.length + 1, LIST_START.length + 80));
  return firstKey && text[LIST_START.length] === '{' ? `},{${firstKey[0]}` : ITEM_BOUNDARY;
}

/** Enough of a body to see whether it is a list of objects and what its first item's first key is (boundaryOf). */
const HEAD_CHARS = LIST_START.length + 81;

/**
 * A list reply's items, parsed a slice at a time from its text as the text is added (all at once, or as it arrives).
 * A slice that does not parse on its own (its boundary was inside an item) is tried again twice as long, to the first
 * boundary after that: an item with many nested objects that start like items costs a few more parses, never one per
 * nested object. Only a list of objects is sliced; any other text is left to `JSON.parse` whole.
 */
export class ListSlices {
  /** The first characters, until they tell whether this is a list of objects; then undefined. */
  private head: string | undefined = '';
  private isList = false;
  private boundary = '';
  /** The text after the items parsed so far (starting at an item). */
  private pending = '';
  /** Where the next boundary is looked for in `pending`; doubled when a slice did not parse on its own. */
  private searchFrom: number;
  private readonly items: unknown[] = [];

  constructor(private readonly sliceChars: number = SLICE_CHARS) {
    this.searchFrom = sliceChars;
  }

  add(text: string): void {
    if (this.isList) {
      this.pending += text;
      return;
    }
    if (this.head === undefined) return;
    this.head += text;
    if (this.head.length >= HEAD_CHARS) this.decide();
  }

  private decide(): void {
    const head = this.head ?? '';
    if (head.startsWith(LIST_START) && head[LIST_START.length] === '{') {
      this.isList = true;
      this.boundary = boundaryOf(head);
      this.pending = head.slice(LIST_START.length);
    }
    this.head = undefined;
  }

  /** The items parsed so far, in order (the list grows as slices are parsed; callers copy what they keep). */
  get parsed(): readonly unknown[] {
    return this.items;
  }

  /** Parses the next slice of items if the text so far holds one; false when it has to wait for more. */
  parseSlice(): boolean {
    while (this.isList && this.pending.length > this.searchFrom) {
      const found = this.pending.indexOf(this.boundary, this.searchFrom);
      if (found === -1) return false;
      const cut = found + 1;
      let slice: unknown;
      try {
        slice = JSON.parse(`[${this.pending.slice(0, cut)}]`);
      } catch {
        this.searchFrom = 2 * cut;
        continue;
      }
      // `[` … `]` that parses is an array.
      for (const item of slice as unknown[]) this.items.push(item);
      // Past the comma between the two items.
      this.pending = this.pending.slice(cut + 1);
      this.searchFrom = this.sliceChars;
      return true;
    }
    return false;
  }

  /** Once all the text is added: the list's items, or null when it is no well-formed list (parse it whole). */
  finish(): unknown[] | null {
    if (this.head !== undefined) this.decide();
    if (!this.isList || !this.pending.endsWith(LIST_END)) return null;
    try {
      const rest = JSON.parse(`[${this.pending.slice(0, -LIST_END.length)}]`) as unknown[];
      for (const item of rest) this.items.push(item);
      return this.items;
    } catch {
      return null;
    }
  }
}

/** `JSON.parse(text)`, with a large list reply parsed a slice of items at a time. Throws as `JSON.parse` does. */
export async function parseJsonInSlices(text: string, options: SliceOptions): Promise<unknown> {
  const { minChars = SLICED_REPLY_MIN_CHARS, pause, sliceChars } = options;
  if (text.length < minChars) return JSON.parse(text);
  const list = new ListSlices(sliceChars);
  list.add(text);
  while (list.parseSlice()) await pause();
  const items = list.finish();
  return items === null ? JSON.parse(text) : { data: items };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `validateReply(schema, value)`, with the items of a long `data` list checked in place a slice at a time. Any item
 * the in-place check does not vouch for sends the whole reply to `validateReply`, which decides (and reports) as
 * before.
 */
export async function validateReplyInSlices<T>(
  schema: { safeParse(value: unknown): SafeParseResult<T> } & $ZodType,
  value: unknown,
  { pause, checkSliceItems = CHECK_SLICE_ITEMS }: SliceOptions,
): Promise<SafeParseResult<T>> {
  const element = dataElementOf(schema);
  const whole = compile(schema);
  if (element === null || whole === null || !isRecord(value)) return validateReply(schema, value);
  const items = value.data;
  if (!Array.isArray(items) || items.length <= checkSliceItems) return validateReply(schema, value);
  for (let from = 0; from < items.length; from += checkSliceItems) {
    const to = Math.min(items.length, from + checkSliceItems);
    for (let index = from; index < to; index += 1) if (!element(items[index])) return validateReply(schema, value);
    await pause();
  }
  // The rest of the reply, its list already checked item by item (the list has no checks of its own: see dataElementOf).
  return whole({ ...value, data: [] }) ? { success: true, data: value as T } : validateReply(schema, value);
}
