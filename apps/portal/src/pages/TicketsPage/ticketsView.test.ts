import type { TicketSummary } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { parseTableState } from '../../kit';
import { includesInactive, statusFilter, ticketsQuery, TICKETS_VIEW, visibleTickets } from './ticketsView';

const view = (query: string) => parseTableState(new URLSearchParams(query), TICKETS_VIEW);

const ticket = (id: number, status: TicketSummary['status']): TicketSummary => ({
  id,
  subject: `Ticket ${String(id)}`,
  status,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
  requester: 'dana@example.com',
});

describe('tickets view', () => {
  it('reads a known status from the URL, in any case, and ignores others', () => {
    expect(statusFilter(view('status=open'))).toBe('open');
    expect(statusFilter(view('status=Pending'))).toBe('pending');
    expect(statusFilter(view('status=archived'))).toBeUndefined();
    expect(statusFilter(view(''))).toBeUndefined();
  });

  it('asks for inactive tickets with the toggle or an inactive status', () => {
    expect(includesInactive(view(''))).toBe(false);
    expect(includesInactive(view('status=open'))).toBe(false);
    expect(includesInactive(view('inactive=true'))).toBe(true);
    expect(includesInactive(view('status=solved'))).toBe(true);
    expect(includesInactive(view('status=closed'))).toBe(true);
  });

  it('asks for the server page of the URL, leaving out the first', () => {
    expect(ticketsQuery(view(''))).toEqual({ include_inactive: false });
    expect(ticketsQuery(view('page=3&inactive=true'))).toEqual({ include_inactive: true, page: 3 });
  });

  it('keeps the rows of the filtered status, in order', () => {
    const rows = [ticket(1, 'open'), ticket(2, 'new'), ticket(3, 'open')];
    expect(visibleTickets(rows, 'open').map((row) => row.id)).toEqual([1, 3]);
    expect(visibleTickets(rows, undefined).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(visibleTickets(rows, 'closed')).toEqual([]);
  });
});
