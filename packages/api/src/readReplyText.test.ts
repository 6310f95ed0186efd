import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readReplyText } from './slicedReply';

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

/** Cuts `bytes` at the given places (sorted, deduplicated, inside the bytes). */
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

describe('readReplyText', () => {
  it('answers what text() answers in a browser (UTF-8 decode of the whole body), however the body is cut into chunks', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Any text, a byte order mark and broken UTF-8 sequences among it: text() drops the one, replaces the other.
        fc.array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constant('\uFEFF'), fc.constant('\uD800x')), {
          maxLength: 8,
        }),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.nat({ max: 16 }),
        async (parts, places, sliceBytes) => {
          const encoded = new TextEncoder().encode(parts.join(''));
          // A stray continuation byte and a cut-off sequence, so decoding across chunk edges is exercised.
          const bytes = new Uint8Array([...encoded, 0x80, 0xe2, 0x82]);
          // The Fetch standard's text(): "UTF-8 decode" of the whole body, which TextDecoder implements in one call.
          // (Node's own Response.text() drops every leading byte order mark, not one: no oracle here.)
          const expected = new TextDecoder().decode(bytes);
          const text = await readReplyText(chunkedReply(cut(bytes, places)), {
            pause: noPause,
            readSliceBytes: sliceBytes,
          });
          expect(text).toBe(expected);
        },
      ),
    );
  });

  it('hands the thread back while it reads a long body, and reads a short declared one whole', async () => {
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return Promise.resolve();
    };
    const body = new TextEncoder().encode(JSON.stringify({ data: Array.from({ length: 3_000 }, (_, id) => ({ id })) }));
    const chunks = cut(
      body,
      Array.from({ length: 30 }, (_, index) => index * 1_000),
    );
    const long = await readReplyText(chunkedReply(chunks), { pause, readSliceBytes: 5_000 });
    expect(JSON.parse(long)).toEqual({ data: Array.from({ length: 3_000 }, (_, id) => ({ id })) });
    expect(pauses).toBeGreaterThanOrEqual(5);

    pauses = 0;
    const short = new Response(body.slice(), { headers: { 'Content-Length': String(body.length) } });
    expect(await readReplyText(short, { pause, readSliceBytes: 5_000 })).toBe(long);
    expect(pauses).toBe(0);
  });
});
