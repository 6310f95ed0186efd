import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { CALLS } from './calls';
import { dataElementOf, validateReply } from './replyValidation';
import { parseJsonInSlices, validateReplyInSlices } from './slicedReply';

const noPause = () => Promise.resolve();

/** What `JSON.parse` answers, or the fact that it throws: the oracle. */
function parsedWhole(text: string): { value: unknown } | 'throws' {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return 'throws';
  }
}

async function parsedInSlices(text: string, sliceChars: number): Promise<{ value: unknown } | 'throws'> {
  try {
    return { value: await parseJsonInSlices(text, { pause: noPause, minChars: 0, sliceChars }) };
  } catch {
    return 'throws';
  }
}

/** List items with nested lists of objects (a boundary inside an item) and strings holding the boundary itself. */
const item = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    id: fc.constantFrom('a', '},{"id":"', '\\', '"'),
    // Nested objects that start like an item does (`},{"id":` inside an item) and that do not.
    nested: fc.array(fc.oneof(fc.record({ name: fc.string({ maxLength: 3 }) }), fc.record({ id: fc.integer() })), {
      maxLength: 3,
    }),
  }),
);

describe('parseJsonInSlices', () => {
  it('answers what JSON.parse answers for any list reply, whatever the slice size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, { maxLength: 12 }), fc.integer({ min: 1, max: 60 }), async (items, size) => {
        const text = JSON.stringify({ data: items });
        expect(await parsedInSlices(text, size)).toEqual(parsedWhole(text));
      }),
      { numRuns: 300 },
    );
  });

  it('answers or throws as JSON.parse does for a damaged reply (a character inserted or removed)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(item, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.constantFrom('', ',', '}', ']', '{', '"', '},{"', ' '),
        fc.integer({ min: 1, max: 40 }),
        async (items, at, insert, size) => {
          const valid = JSON.stringify({ data: items });
          const where = at % valid.length;
          const text = `${valid.slice(0, where)}${insert}${valid.slice(where + (insert === '' ? 1 : 0))}`;
          expect(await parsedInSlices(text, size)).toEqual(parsedWhole(text));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('parses an item with many nested objects that start like items (each a candidate boundary)', async () => {
    // Extending a failed slice one boundary at a time would parse it 20,000 times here, growing to the whole text.
    const nested = Array.from({ length: 20_000 }, (_, id) => ({ id }));
    const text = JSON.stringify({
      data: [
        { id: 'big', nested },
        { id: 'next', nested: [{ id: 1 }] },
      ],
    });
    expect(await parseJsonInSlices(text, { pause: noPause, minChars: 0, sliceChars: 100 })).toEqual(JSON.parse(text));
  });

  it('hands the thread back between slices of a large reply, and not for a small one', async () => {
    let pauses = 0;
    const pause = () => {
      pauses += 1;
      return Promise.resolve();
    };
    const text = JSON.stringify({ data: Array.from({ length: 100 }, (_, id) => ({ id })) });
    await parseJsonInSlices(text, { pause, minChars: 0, sliceChars: 100 });
    expect(pauses).toBeGreaterThan(5);
    pauses = 0;
    expect(await parseJsonInSlices(text, { pause })).toEqual(JSON.parse(text));
    expect(pauses).toBe(0);
  });
});

const listSchema = z.object({
  data: z.array(z.object({ id: z.string(), n: z.nullable(z.number()) })),
  total: z.number(),
});

describe('validateReplyInSlices', () => {
  it('decides as validateReply does, whatever the slice size', async () => {
    const entry = fc.oneof(
      { weight: 10, arbitrary: fc.record({ id: fc.string({ maxLength: 2 }), n: fc.option(fc.integer()) }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
      { weight: 1, arbitrary: fc.record({ id: fc.string(), n: fc.constant(null), extra: fc.constant(1) }) },
    );
    const reply = fc.oneof(
      { weight: 10, arbitrary: fc.record({ data: fc.array(entry, { maxLength: 9 }), total: fc.integer() }) },
      { weight: 1, arbitrary: fc.record({ data: fc.array(entry, { maxLength: 9 }) }) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    await fc.assert(
      fc.asyncProperty(reply, fc.integer({ min: 1, max: 4 }), async (value, size) => {
        const sliced = await validateReplyInSlices(listSchema, value, { pause: noPause, checkSliceItems: size });
        expect(sliced).toEqual(validateReply(listSchema, value));
      }),
      { numRuns: 400 },
    );
  });

  it('checks the agents reply in slices', () => {
    expect(dataElementOf(CALLS.agents.reply)).not.toBeNull();
  });
});
