// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowVirtualizer } from './useRowVirtualizer';

const OPTIONS = {
  scrollElement: null,
  count: 1000,
  rowHeight: 48,
  headerHeight: 40,
  visibleRows: 10,
  overscan: 6,
  overscanBehind: 2,
};

const renderedIndices = (items: readonly { index: number }[]) => items.map(({ index }) => index);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, offset) => from + offset);

describe('useRowVirtualizer', () => {
  it('renders the rows in view and the overscan ahead of them at the top', () => {
    const { result } = renderHook(() => useRowVirtualizer({ ...OPTIONS, view: 'by name' }));
    expect(renderedIndices(result.current.items)).toEqual(range(0, 16));
  });

  it('renders a new view (another sort, filter or page) as a jump: the rows in view, then their overscan', async () => {
    const { result, rerender } = renderHook(({ view }) => useRowVirtualizer({ ...OPTIONS, view }), {
      initialProps: { view: 'by name' },
    });
    rerender({ view: 'by status' });
    expect(renderedIndices(result.current.items)).toEqual(range(0, 10));
    await waitFor(() => {
      expect(renderedIndices(result.current.items)).toEqual(range(0, 16));
    });
  });

  it('keeps the overscan when the same view renders again', () => {
    const { result, rerender } = renderHook(({ view, count }) => useRowVirtualizer({ ...OPTIONS, view, count }), {
      initialProps: { view: 'by name', count: 1000 },
    });
    rerender({ view: 'by name', count: 999 });
    expect(renderedIndices(result.current.items)).toEqual(range(0, 16));
  });
});
