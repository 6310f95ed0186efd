import { ListSlices, parseJsonInSlices, SLICE_CHARS, SLICED_REPLY_MIN_CHARS, type SliceOptions } from './slicedReply';

/**
 * A reply's body read as it arrives. `response.text()` drained and decoded the 100,000-agent reply (50 MB over
 * loopback) in one 0.8 s task of the browser's main thread, then 0.17 s more (a Chromium trace of the endpoint page;
 * Lighthouse's Total Blocking Time counted both), and its items were parsed only once the last byte was in. A body of
 * unknown length or of {@link SLICED_REPLY_MIN_CHARS} bytes or more is read a chunk at a time instead, decoded as it
 * comes, and a list reply's items are parsed a slice at a time while the rest is still on its way; the browser gets
 * the thread back between slices and after about every megabyte read.
 *
 * The answer is exactly what `JSON.parse` gives for the whole text (the slice boundaries of slicedReply.ts, whose
 * argument holds for text that has arrived so far): a list whose end is not `]}` as sent, or whose last slice does not
 * parse, is parsed whole as before.
 */

/** A reply's body: blank, JSON (its value), or text that is not JSON. */
export type ReplyBody = { kind: 'blank' } | { kind: 'json'; value: unknown } | { kind: 'not-json' };

/** Bytes read between two pauses when no slice was parsed: about a millisecond or two of draining and decoding. */
const READ_SLICE_BYTES = 1_000_000;

export interface ReadOptions extends SliceOptions {
  /** Tests set a small size to exercise the pauses. */
  readSliceBytes?: number;
  /** Called as each part of a body read a chunk at a time arrives (the call's timeout waits for the next one). */
  onPart?: () => void;
  /**
   * Called after each slice of a list reply is parsed while the rest is still arriving: the items so far (the list
   * grows afterwards: copy what you keep) and how many bytes of the body have been read.
   */
  onSlice?: (itemsSoFar: readonly unknown[], bytesRead: number) => void;
}

/** The body of a whole text: blank, or parsed (a large list in slices), or not JSON. */
async function bodyOf(text: string, options: SliceOptions): Promise<ReplyBody> {
  if (text.trim() === '') return { kind: 'blank' };
  try {
    return { kind: 'json', value: await parseJsonInSlices(text, options) };
  } catch {
    return { kind: 'not-json' };
  }
}

/** The text of a body as it arrives, and a list reply's items parsed from it a slice at a time. */
class ArrivingList {
  /** All the text so far, for a body that turns out not to be a well-formed list. */
  private readonly parts: string[] = [];
  private readonly slices: ListSlices;

  constructor(sliceChars: number) {
    this.slices = new ListSlices(sliceChars);
  }

  add(text: string): void {
    this.parts.push(text);
    this.slices.add(text);
  }

  parseSlice(): boolean {
    return this.slices.parseSlice();
  }

  get parsed(): readonly unknown[] {
    return this.slices.parsed;
  }

  /** The whole body: the list's items, or the whole text as before when it is no well-formed list. */
  async finish(options: SliceOptions): Promise<ReplyBody> {
    const items = this.slices.finish();
    return items === null ? bodyOf(this.parts.join(''), options) : { kind: 'json', value: { data: items } };
  }
}

/** A reply's body, read (and a long list parsed) as it arrives; see above. */
export async function readReplyBody(response: Response, options: ReadOptions): Promise<ReplyBody> {
  const {
    pause,
    minChars = SLICED_REPLY_MIN_CHARS,
    sliceChars = SLICE_CHARS,
    readSliceBytes = READ_SLICE_BYTES,
    onPart,
    onSlice,
  } = options;
  const declared = response.headers.get('Content-Length');
  if (response.body === null || (declared !== null && Number(declared) < minChars)) {
    return bodyOf(await response.text(), options);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const list = new ArrivingList(sliceChars);
  let sincePause = 0;
  let bytesRead = 0;
  for (;;) {
    const chunk = await reader.read();
    if (chunk.done) break;
    onPart?.();
    list.add(decoder.decode(chunk.value, { stream: true }));
    sincePause += chunk.value.byteLength;
    bytesRead += chunk.value.byteLength;
    while (list.parseSlice()) {
      sincePause = 0;
      onSlice?.(list.parsed, bytesRead);
      await pause();
    }
    if (sincePause >= readSliceBytes) {
      sincePause = 0;
      await pause();
    }
  }
  list.add(decoder.decode());
  return list.finish(options);
}
