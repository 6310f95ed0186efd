import type { $ZodType } from 'zod/v4/core';

/**
 * Reply validation with a fast path for large replies. Zod's parse builds a new copy of every object it checks: for
 * 100,000 agents that is over a second of the main thread (and as much again collecting the garbage) before the
 * first row can show. Most replies are plain JSON data whose parsed copy equals the reply itself, so a reply is
 * first checked in place by a checker compiled once per schema; only when that check cannot vouch for it does zod
 * parse it as before.
 *
 * The invariant (property-tested against zod in replyValidation.test.ts): when the checker accepts a value, zod's
 * safeParse succeeds on it with data deep-equal to the value (key order aside), so answering the value itself is
 * the same. The checker accepts only what it fully understands: plain types, objects without unknown keys (zod
 * would strip them), arrays, nullable, optional, enums, literals and unions; anything else (transforms, defaults,
 * checks on objects or arrays, …) makes it decline, and zod decides.
 */
type Checker = (value: unknown) => boolean;

/** What the checker reads of a zod schema's definition (zod 4's `_zod.def`). */
interface SchemaDefinition {
  type: string;
  checks?: readonly unknown[];
  coerce?: boolean;
  innerType?: $ZodType;
  element?: $ZodType;
  shape?: Readonly<Record<string, $ZodType>>;
  options?: readonly $ZodType[];
  inclusive?: boolean;
}

export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: unknown[] } };

interface ValidatingSchema<T> {
  safeParse(value: unknown): SafeParseResult<T>;
}

const definitionOf = (schema: $ZodType): SchemaDefinition => schema._zod.def;

/** A leaf with checks (e.g. an int, a length): zod runs it, and it counts only when the value comes back as it was. */
function viaZod(schema: $ZodType): Checker {
  return (value) => {
    const result = schema._zod.run({ value, issues: [] }, { async: false });
    return !(result instanceof Promise) && result.issues.length === 0 && Object.is(result.value, value);
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function leafChecker(schema: $ZodType, definition: SchemaDefinition): Checker | null {
  if ((definition.checks?.length ?? 0) > 0 || definition.coerce === true) return viaZod(schema);
  switch (definition.type) {
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'enum':
    case 'literal': {
      const values = schema._zod.values;
      return values ? (value) => value !== undefined && values.has(value as never) : null;
    }
    default:
      return null;
  }
}

interface Property {
  key: string;
  check: Checker;
  /** Zod leaves an absent optional key out of its copy, as it is absent from the value. */
  mayBeAbsent: boolean;
}

function objectChecker(shape: Readonly<Record<string, $ZodType>>): Checker | null {
  const properties: Property[] = [];
  for (const [key, child] of Object.entries(shape)) {
    const check = compile(child);
    if (check === null || key === '__proto__') return null;
    const { optin, optout } = child._zod;
    properties.push({ key, check, mayBeAbsent: optin === 'optional' && optout === 'optional' });
  }
  const keys = properties.map((property) => property.key);
  const checks = properties.map((property) => property.check);
  const mayBeAbsent = properties.map((property) => property.mayBeAbsent);
  const count = properties.length;
  return (value) => {
    if (!isRecord(value)) return false;
    let present = 0;
    for (let index = 0; index < count; index += 1) {
      const key = keys[index] as string;
      const item = value[key];
      if (item === undefined && !(key in value)) {
        if (mayBeAbsent[index] !== true) return false;
        continue;
      }
      present += 1;
      if (!(checks[index] as Checker)(item)) return false;
    }
    // A key the schema does not know: zod's copy would leave it out (or a strict object would fail), so zod decides.
    return Object.keys(value).length === present;
  };
}

function compileUncached(schema: $ZodType): Checker | null {
  const definition = definitionOf(schema);
  const hasChecks = (definition.checks?.length ?? 0) > 0;
  switch (definition.type) {
    case 'object':
      return hasChecks || !definition.shape ? null : objectChecker(definition.shape);
    case 'array': {
      const element = !hasChecks && definition.element ? compile(definition.element) : null;
      if (element === null) return null;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (const item of value) if (!element(item)) return false;
        return true;
      };
    }
    case 'nullable': {
      const inner = !hasChecks && definition.innerType ? compile(definition.innerType) : null;
      return inner === null ? null : (value) => value === null || inner(value);
    }
    case 'optional': {
      // A defaulted inner schema puts a value in place of absence; decline it.
      const innerType = definition.innerType;
      if (hasChecks || !innerType || innerType._zod.optin === 'defaulted') return null;
      const inner = compile(innerType);
      return inner === null ? null : (value) => value !== undefined && inner(value);
    }
    case 'union': {
      if (hasChecks || definition.inclusive === false || !definition.options) return null;
      const options = definition.options.map(compile);
      if (options.some((option) => option === null)) return null;
      const checks = options.filter((option): option is Checker => option !== null);
      return (value) => checks.some((check) => check(value));
    }
    default:
      return leafChecker(schema, definition);
  }
}

const compiled = new WeakMap<$ZodType, Checker | null>();

/** The in-place checker of a schema, or null when the schema has parts only zod can decide. */
export function compile(schema: $ZodType): Checker | null {
  if (compiled.has(schema)) return compiled.get(schema) ?? null;
  const checker = compileUncached(schema);
  compiled.set(schema, checker);
  return checker;
}

/**
 * The in-place checker of the items of an object schema's `data` list, or null when the schema has no such list, the
 * list has checks of its own (a length), or its items are for zod to decide. Lets a long list be checked in slices.
 */
export function dataElementOf(schema: $ZodType): Checker | null {
  const definition = definitionOf(schema);
  const hasChecks = (definition.checks?.length ?? 0) > 0;
  const data = definition.type === 'object' && !hasChecks ? definition.shape?.data : undefined;
  if (data === undefined) return null;
  const list = definitionOf(data);
  if (list.type !== 'array' || (list.checks?.length ?? 0) > 0 || !list.element) return null;
  return compile(list.element);
}

/**
 * Like `schema.safeParse(value)`: success with the data (the value itself when the in-place check vouches for it,
 * zod's copy otherwise), or zod's failure with its issues.
 */
export function validateReply<T>(schema: ValidatingSchema<T> & $ZodType, value: unknown): SafeParseResult<T> {
  const check = compile(schema);
  // The checker accepts only values zod would answer unchanged, so the value is a T.
  if (check?.(value) === true) return { success: true, data: value as T };
  return schema.safeParse(value);
}
