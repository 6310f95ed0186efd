import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromTableSort, toTableSort } from '../../kit';
import { AGENTS_VIEW } from './agentsView';

describe('online agents view', () => {
  it('maps the URL sort to the table and back', () => {
    expect(toTableSort({ column: 'hostname', direction: 'asc' })).toEqual({
      columnId: 'hostname',
      direction: 'ascending',
    });
    expect(toTableSort(undefined)).toBeNull();
    expect(fromTableSort({ columnId: 'heartbeat', direction: 'descending' })).toEqual({
      column: 'heartbeat',
      direction: 'desc',
    });
    expect(fromTableSort(null)).toBeUndefined();
  });

  it('round-trips every sort of a sortable column (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AGENTS_VIEW.sortable),
        fc.constantFrom('asc' as const, 'desc' as const),
        (column, direction) => {
          expect(fromTableSort(toTableSort({ column, direction }))).toEqual({ column, direction });
        },
      ),
    );
  });
});
