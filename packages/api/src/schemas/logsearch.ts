import { z } from 'zod/mini';
import { progressStatusSchema } from './common';

export const logSearchRequestSchema = z.object({
  query: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  case_sensitive: z.boolean(),
  log_sources_tags: z.array(z.string()),
});
export type LogSearchRequest = z.infer<typeof logSearchRequestSchema>;

export const logExportSchema = z.object({
  export_id: z.string(),
  search_id: z.string(),
  percent_complete: z.number().check(z.gte(0), z.lte(100)),
  status: progressStatusSchema,
});
export type LogExport = z.infer<typeof logExportSchema>;

export const logSearchSchema = z.object({
  id: z.string(),
  request: logSearchRequestSchema,
  failed: z.boolean(),
  date: z.string(),
  count: z.number().check(z.int(), z.nonnegative()),
  available_count: z.number().check(z.int(), z.nonnegative()),
  user: z.string(),
  percent: z.number().check(z.gte(0), z.lte(100)),
  size: z.number().check(z.nonnegative()),
  exports: z.array(logExportSchema),
});
export type LogSearch = z.infer<typeof logSearchSchema>;

export const logSearchListSchema = z.object({ searches: z.array(logSearchSchema) });
export const logSearchReplySchema = z.object({ search: logSearchSchema });
export const logSearchCreatedSchema = z.object({ id: z.string() });
export const logSearchEarliestSchema = z.object({ earliest: z.nullable(z.string()) });

export const logResultSchema = z.object({ timestamp: z.string(), source: z.string(), message: z.string() });
export const logSearchResultsSchema = z.object({
  results: z.array(logResultSchema),
  page: z.number().check(z.int(), z.positive()),
  pages: z.number().check(z.int(), z.nonnegative()),
});
export type LogSearchResults = z.infer<typeof logSearchResultsSchema>;

export const logSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  parser: z.string(),
  tags: z.array(z.string()),
  last_seen: z.nullable(z.string()),
});
export type LogSource = z.infer<typeof logSourceSchema>;
export const logSourcesSchema = z.object({ sources: z.array(logSourceSchema) });
export const LOG_TAG_ACTIONS = ['add', 'remove'] as const;
export interface LogSourceTagRequest {
  action: (typeof LOG_TAG_ACTIONS)[number];
  tag: string;
  source_id: string;
}
export const reservedTagsSchema = z.object({ tags: z.array(z.string()) });

export interface LogExportRequest {
  search_id: string;
  data_format?: 'csv' | 'json';
  archive_format?: 'zip' | 'gzip';
  split_by_timeframe?: boolean;
  log_sources_info?: boolean;
}
export const logExportReplySchema = z.object({ export: logExportSchema });
export const downloadLinkSchema = z.object({ url: z.string() });
