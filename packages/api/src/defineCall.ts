import type { z } from 'zod/mini';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** `'/api/v1/tickets/:id/files/:name'` → `'id' | 'name'`; never for a path without parameters. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** `'/api/v1/tickets/:id'` → `{ id: string }`. */
export type PathParams<Path extends string> = { [K in PathParamNames<Path>]: string };

export type QueryValue = string | number | boolean | undefined;
export type Query = Record<string, QueryValue>;

export interface CallOptions<Path extends string> {
  method: HttpMethod;
  /** A path template under /api; `:name` segments are path parameters. */
  path: Path;
  /** Validates the reply at the fetch layer. */
  reply: z.ZodMiniType;
  /** Send the secondary-token header (false only for the partner IP call). */
  secondaryToken?: boolean;
  /** Accept a reply whose customer header differs from the current customer (sign-in, switching). */
  skipCustomerCheck?: boolean;
  /** The body is multipart form data (uploads). */
  multipart?: boolean;
  /** A sign-in call: its 401 is a failed sign-in, not an expired session. */
  signIn?: boolean;
}

export interface CallDefinition<
  Path extends string,
  ReplySchema extends z.ZodMiniType,
  Body,
  Q extends Query | undefined,
  Method extends HttpMethod = HttpMethod,
> {
  /** The literal method, so that types can tell reads (GET) from writes. */
  method: Method;
  path: Path;
  reply: ReplySchema;
  secondaryToken: boolean;
  skipCustomerCheck: boolean;
  multipart: boolean;
  signIn: boolean;
  /** Phantom fields carrying the body and query types. */
  readonly _body?: Body;
  readonly _query?: Q;
}

export type AnyCall = CallDefinition<string, z.ZodMiniType, unknown, Query | undefined>;

/** Declares one call of the API; the client, the demo handlers and the fault matrix all read these. */
export function defineCall<Body = undefined, Q extends Query | undefined = undefined>() {
  return <const Path extends `/api/${string}`, Reply extends z.ZodMiniType, const Method extends HttpMethod>(
    options: CallOptions<Path> & { reply: Reply; method: Method },
  ): CallDefinition<Path, Reply, Body, Q, Method> => ({
    method: options.method,
    path: options.path,
    reply: options.reply,
    secondaryToken: options.secondaryToken ?? true,
    skipCustomerCheck: options.skipCustomerCheck ?? false,
    multipart: options.multipart ?? false,
    signIn: options.signIn ?? false,
  });
}

export type ReplyOf<C> = C extends CallDefinition<string, infer S, unknown, Query | undefined> ? z.infer<S> : never;

/** The arguments of a call: path params when the path has some, a body when the call takes one, a query. */
export type CallArgs<C> =
  C extends CallDefinition<infer Path, z.ZodMiniType, infer Body, infer Q>
    ? ([PathParamNames<Path>] extends [never] ? { params?: undefined } : { params: PathParams<Path> }) &
        ([Body] extends [undefined] ? { body?: undefined } : { body: Body }) &
        ([Q] extends [undefined] ? { query?: undefined } : { query?: Q }) & { signal?: AbortSignal }
    : never;

/** Fills `:name` segments, encoding each value. */
export function buildPath(template: string, params: Record<string, string> | undefined): string {
  return template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}
