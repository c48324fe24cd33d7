// A table wider than its place (a phone, or texts longer than English's) scrolls in its own box,
// never the page (WCAG 1.4.10). The box takes the focus, so a keyboard scrolls it too (2.1.1; axe's
// scrollable-region-focusable), and is named by what it lists.
import { Table, type TableProps } from 'antd';

export function ScrollingTable<Row extends object>({ labelledBy, ...table }: TableProps<Row> & { labelledBy: string }) {
  return (
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<Row> {...table} />
    </div>
  );
}
