import { memo } from 'react';
import { Button } from '../Button';
import { Pager, PagerButtons } from './DataTable.styles';
import { pageCount, pagingText } from './paging';

interface DataTablePagerProps {
  page: number;
  total: number;
  pageSize: number;
  /** What the rows are, plural: 'endpoints'. */
  noun: string;
  onPageChange: (page: number) => void;
}

/** 'Showing X - Y of N <noun>' (announced politely as it changes) and the first / previous / next / last buttons. */
function DataTablePagerBase({ page, total, pageSize, noun, onPageChange }: DataTablePagerProps) {
  const last = pageCount(total, pageSize);
  const onFirst = page <= 1;
  const onLast = page >= last;
  return (
    <Pager aria-label={`Pages of ${noun}`} data-portal-id="data-table-pager">
      <span role="status">{pagingText(page, total, pageSize, noun)}</span>
      <PagerButtons>
        <Button size="sm" disabled={onFirst} onClick={() => onPageChange(1)}>
          First
        </Button>
        <Button size="sm" disabled={onFirst} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button size="sm" disabled={onLast} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
        <Button size="sm" disabled={onLast} onClick={() => onPageChange(last)}>
          Last
        </Button>
      </PagerButtons>
    </Pager>
  );
}

/** Memoised: a scroll re-renders the table's rows in view, never its pager (four buttons). */
export const DataTablePager = memo(DataTablePagerBase);
