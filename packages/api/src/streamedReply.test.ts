import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readReplyBody, type ReplyBody } from './streamedReply';

const noPause = () => Promise.resolve();

/** A reply whose body arrives in the given chunks, with no declared length (as a chunked or compressed reply). */
function chunkedReply(chunks: readonly Uint8Array[]): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk.slice());
      controller.close();
    },
  });
  return new Response(stream);
}

/** Cuts `bytes` at the given places (taken modulo its length, sorted, deduplicated). */
function cut(bytes: Uint8Array, places: readonly number[]): Uint8Array[] {
  const inside = [...new Set(places.map((place) => place % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const place of [...inside, bytes.length]) {
    chunks.push(bytes.subarray(from, place));
    from = place;
  }
  return chunks;
}

/**
 * The oracle: the Fetch standard's text() (UTF-8 decode of the whole body, which TextDecoder implements in one call;
 * Node's own Response.text() drops every leading byte order mark, not one), then JSON.parse of it.
 */
function wholeBody(bytes: Uint8Array): ReplyBody {
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return { kind: 'blank' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'not-json' };
  }
}

/** List items with nested objects that start like items, strings holding the boundary itself, and any text. */
const item = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.record({
    id: fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom('},{"id":"', '\\', '"', '\uFEFF')),
    nested: fc.array(fc.oneof(fc.record({ name: fc.string({ maxLength: 3 }) }), fc.record({ id: fc.integer() })), {
      maxLength: 3,
    }),
  }),
);

/** A list reply as sent, or damaged: a byte removed or inserted, a byte order mark or broken UTF-8 in front. */
const body = fc
  .tuple(
    fc.array(item, { maxLength: 12 }),
    fc.option(fc.tuple(fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ' ', '\\')), { nil: undefined }),
    fc.constantFrom([], [0xef, 0xbb, 0xbf], [0x80], [0xe2, 0x82]),
  )
  .map(([items, damage, prefix]) => {
    let text = JSON.stringify({ data: items });
    if (damage) {
      const [at, inserted] = damage;
      const place = at % (text.length + 1);
      text = `${text.slice(0, place)}${inserted}${text.slice(place + (inserted === '' ? 1 : 0))}`;
    }
    return new Uint8Array([...prefix, ...new TextEncoder().encode(text)]);
  });

describe('readReplyBody', () => {
  it('answers what JSON.parse of the whole body’s text answers, however it is cut into chunks and slices', async () => {
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.integer({ min: 1, max: 60 }),
        async (bytes, places, sliceChars) => {
          const read = await readReplyBody(chunkedReply(cut(bytes, places)), {
            pause: noPause,
            minChars: 0,
            sliceChars,
            readSliceBytes: 16,
          });
          expect(read).toEqual(wholeBody(bytes));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a blank body, a body that is no JSON, and a declared short body whole', async () => {
    const blank = await readReplyBody(chunkedReply([new TextEncoder().encode(' \n')]), { pause: noPause });
    expect(blank).toEqual({ kind: 'blank' });
    const html = await readReplyBody(new Response('<html>Bad gateway</html>'), { pause: noPause });
    expect(html).toEqual({ kind: 'not-json' });
    const short = new Response('{"data":[{"id":"a"}]}', { headers: { 'Content-Length': '21' } });
    expect(await readReplyBody(short, { pause: noPause })).toEqual({ kind: 'json', value: { data: [{ id: 'a' }] } });
  });

  it('parses a long list while it arrives, handing the thread back between slices', async () => {
    const items = Array.from({ length: 3_000 }, (_, id) => ({ id: `agent-${String(id)}`, nested: [{ id }] }));
    const bytes = new TextEncoder().encode(JSON.stringify({ data: items }));
    const events: string[] = [];
    const chunks = cut(
      bytes,
      Array.from({ length: 20 }, (_, index) => (index + 1) * 4_000),
    );
    // A stream that records when each chunk is taken, so the slices parsed before the last chunk show.
    let next = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[next];
        next += 1;
        if (chunk === undefined) controller.close();
        else {
          events.push('chunk');
          controller.enqueue(chunk.slice());
        }
      },
    });
    const read = await readReplyBody(new Response(stream), {
      pause: () => {
        events.push('pause');
        return Promise.resolve();
      },
      sliceChars: 5_000,
    });
    expect(read).toEqual({ kind: 'json', value: { data: items } });
    const lastChunk = events.lastIndexOf('chunk');
    expect(events.slice(0, lastChunk).filter((event) => event === 'pause').length).toBeGreaterThan(5);
  });
});
