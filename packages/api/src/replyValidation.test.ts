import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { CALL_NAMES, CALLS } from './calls';
import { compile, validateReply, type SafeParseResult } from './replyValidation';

interface Definition {
  type: string;
  innerType?: $ZodType;
  element?: $ZodType;
  shape?: Record<string, $ZodType>;
  options?: $ZodType[];
}

/**
 * Values shaped after a schema, each node now and then replaced by any JSON (so most values are valid, many are
 * wrong somewhere deep inside), objects now and then with a key the schema does not know or without one it needs.
 */
function shapedAfter(schema: $ZodType, depth = 0): fc.Arbitrary<unknown> {
  const definition = schema._zod.def as Definition;
  const anything = fc.jsonValue({ maxDepth: 2 });
  const valid = (): fc.Arbitrary<unknown> => {
    switch (definition.type) {
      case 'string':
        return fc.string({ maxLength: 4 });
      case 'number':
        return fc.oneof(fc.integer({ min: -3, max: 300 }), fc.double({ noNaN: true, min: -10, max: 10 }));
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'enum':
      case 'literal':
        return fc.constantFrom(...[...(schema._zod.values ?? new Set(['?']))]);
      case 'nullable':
        return definition.innerType
          ? fc.oneof(fc.constant(null), shapedAfter(definition.innerType, depth))
          : fc.constant(null);
      case 'optional':
        return definition.innerType ? shapedAfter(definition.innerType, depth) : anything;
      case 'array':
        return definition.element && depth < 4
          ? fc.array(shapedAfter(definition.element, depth + 1), { maxLength: 3 })
          : fc.constant([]);
      case 'union':
        return definition.options
          ? fc.oneof(...definition.options.map((option) => shapedAfter(option, depth)))
          : anything;
      case 'object': {
        const entries = Object.entries(definition.shape ?? {}).map(
          ([key, child]) => [key, shapedAfter(child, depth + 1)] as const,
        );
        const record = fc.record(Object.fromEntries(entries), {
          requiredKeys: entries.filter(([key]) => Math.abs(key.length % 3) !== 0).map(([key]) => key),
        });
        return fc.oneof(
          { weight: 8, arbitrary: record },
          {
            weight: 1,
            arbitrary: fc
              .tuple(record, fc.string({ maxLength: 3 }))
              .map(([value, key]) => ({ ...value, [`x${key}`]: 1 })),
          },
        );
      }
      default:
        return anything;
    }
  };
  return fc.oneof({ weight: 12, arbitrary: valid() }, { weight: 1, arbitrary: anything });
}

/** The invariant: whatever the checker accepts, zod accepts too and answers an equal copy; the verdicts agree. */
function agreesWithZod(schema: $ZodType & { safeParse: (value: unknown) => SafeParseResult<unknown> }) {
  return (value: unknown) => {
    const zod = schema.safeParse(value);
    const fast = validateReply(schema, value);
    expect(fast.success).toBe(zod.success);
    if (fast.success && zod.success) expect(fast.data).toEqual(zod.data);
    if (compile(schema)?.(value) === true) expect(zod).toEqual({ success: true, data: value });
  };
}

describe('reply validation in place', () => {
  it.each(CALL_NAMES)('%s: the in-place check agrees with zod', (name) => {
    const schema = CALLS[name].reply;
    fc.assert(fc.property(shapedAfter(schema), agreesWithZod(schema)), { numRuns: 150 });
  });

  it('answers a valid reply itself, without a copy', () => {
    const schema = z.object({ items: z.array(z.object({ id: z.string(), n: z.nullable(z.number()) })) });
    const reply = {
      items: [
        { id: 'a', n: null },
        { id: 'b', n: 2 },
      ],
    };
    const result = validateReply(schema, reply);
    expect(result.success && result.data).toBe(reply);
  });

  it('leaves a reply with a key the schema does not know to zod, which strips it', () => {
    const schema = z.object({ id: z.string() });
    expect(validateReply(schema, { id: 'a', extra: 1 })).toEqual({ success: true, data: { id: 'a' } });
  });

  it('fails as zod does, with its issues', () => {
    const schema = z.object({ count: z.number().check(z.int()) });
    const result = validateReply(schema, { count: 1.5 });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues).toEqual(schema.safeParse({ count: 1.5 }).error?.issues);
    for (const odd of [Number.NaN, Number.POSITIVE_INFINITY, undefined, '1'])
      expect(validateReply(z.object({ n: z.number() }), { n: odd }).success).toBe(false);
  });

  it('declines schemas that change values (defaults, transforms) and lets zod parse them', () => {
    const defaulted = z.object({ n: z._default(z.number(), 3) });
    expect(compile(defaulted)).toBeNull();
    expect(validateReply(defaulted, {})).toEqual({ success: true, data: { n: 3 } });
    const piped = z.pipe(
      z.string(),
      z.transform((text: string) => text.length),
    );
    expect(compile(piped)).toBeNull();
    expect(validateReply(piped, 'abc')).toEqual({ success: true, data: 3 });
  });

  it('checks the big replies in place: agents and sensor metrics', () => {
    expect(compile(CALLS.agents.reply)).not.toBeNull();
    expect(compile(CALLS.sensorMetrics.reply)).not.toBeNull();
  });
});
