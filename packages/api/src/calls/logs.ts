import { defineCall } from '../defineCall';
import { emptyReplySchema } from '../schemas/common';
import {
  downloadLinkSchema,
  logExportReplySchema,
  logSearchCreatedSchema,
  logSearchEarliestSchema,
  logSearchListSchema,
  logSearchReplySchema,
  logSearchResultsSchema,
  logSourcesSchema,
  reservedTagsSchema,
  type LogExportRequest,
  type LogSearchRequest,
  type LogSourceTagRequest,
} from '../schemas/logsearch';

export const logCalls = {
  logSources: defineCall()({
    method: 'GET',
    path: '/api/v1/log-sources',
    reply: logSourcesSchema,
    summary: 'Log sources and their tags',
  }),
  logSourceTag: defineCall<LogSourceTagRequest>()({
    method: 'POST',
    path: '/api/v1/log-source-tag',
    reply: logSourcesSchema,
    summary: 'Add or remove a tag on a log source',
  }),
  reservedTags: defineCall()({
    method: 'GET',
    path: '/api/v1/log-system-tags',
    reply: reservedTagsSchema,
    summary: 'Reserved parser tags',
  }),
  logSearches: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch',
    reply: logSearchListSchema,
    summary: 'Search Activity: past searches',
  }),
  logSearchEarliest: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch-earliest',
    reply: logSearchEarliestSchema,
    summary: 'The earliest searchable record',
  }),
  logSearch: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch/:id',
    reply: logSearchReplySchema,
    summary: 'One search and its progress (poll until percent is 100)',
  }),
  startLogSearch: defineCall<LogSearchRequest>()({
    method: 'POST',
    path: '/api/v1/logsearch',
    reply: logSearchCreatedSchema,
    summary: 'Start a search; answers its id',
  }),
  deleteLogSearch: defineCall()({
    method: 'DELETE',
    path: '/api/v1/logsearch/:id',
    reply: emptyReplySchema,
    summary: 'Cancel or delete a search',
  }),
  logSearchResults: defineCall<undefined, { page?: number }>()({
    method: 'GET',
    path: '/api/v1/logsearch-results/:id',
    reply: logSearchResultsSchema,
    summary: 'A page of results',
  }),
  startLogExport: defineCall<LogExportRequest>()({
    method: 'POST',
    path: '/api/v1/logsearch/export',
    reply: logExportReplySchema,
    summary: 'Start an export (data_format csv, archive_format zip by default)',
  }),
  startLogExportV2: defineCall<{ search_id: string }>()({
    method: 'POST',
    path: '/api/v2/log-search/export',
    reply: logExportReplySchema,
    summary: 'Start an export (v2: search id only)',
  }),
  logExport: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch/export/:exportId',
    reply: logExportReplySchema,
    summary: 'Export status (poll until COMPLETE)',
  }),
  logExportLink: defineCall()({
    method: 'GET',
    path: '/api/v1/logsearch/export/:exportId/download',
    reply: downloadLinkSchema,
    summary: 'Download link of a finished export',
  }),
};
