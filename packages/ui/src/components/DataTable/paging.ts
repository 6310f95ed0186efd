import { formatFullNumber } from '../../format';

/** The page size of portal tables (portal-core leaves the shared constant unstated; 100 keeps a page scannable). */
export const DEFAULT_PAGE_SIZE = 100;

function wholePageSize(pageSize: number): number {
  return Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : DEFAULT_PAGE_SIZE;
}

/** How many pages `total` rows fill; at least 1, so an empty table is on page 1 of 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / wholePageSize(pageSize)));
}

/** A 1-based page that exists: anything below 1 or not a number is 1, anything past the end is the last page. */
export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(Math.floor(page), pageCount(total, pageSize));
}

/** The rows of a page as a half-open range of positions: [start, end). */
export interface PageBounds {
  start: number;
  end: number;
}

export function pageBounds(page: number, total: number, pageSize: number): PageBounds {
  const size = wholePageSize(pageSize);
  const rows = Math.max(0, Math.floor(total));
  const start = Math.min((clampPage(page, rows, size) - 1) * size, rows);
  return { start, end: Math.min(start + size, rows) };
}

/** 'Showing X - Y of N endpoints' (portal-core §2); 'Showing 0 - 0 of 0 endpoints' when there are none. */
export function pagingText(page: number, total: number, pageSize: number, noun: string): string {
  const { start, end } = pageBounds(page, total, pageSize);
  const first = end === 0 ? 0 : start + 1;
  return `Showing ${formatFullNumber(first)} - ${formatFullNumber(end)} of ${formatFullNumber(Math.max(0, Math.floor(total)))} ${noun}`;
}
