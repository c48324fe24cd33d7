import { Flex, Select, Typography } from 'antd';
import { HOMEWORK_SORT_ORDER_LABELS, HOMEWORK_SORT_ORDERS, type HomeworkSortOrder } from '@homework/contracts';

export function OrderBy({ value, onChange }: { value: HomeworkSortOrder; onChange(value: HomeworkSortOrder): void }) {
  return (
    <Flex align="center" gap="small">
      <Typography.Text id="homework-order-by-label">Order by</Typography.Text>
      <Select
        aria-labelledby="homework-order-by-label"
        style={{ minWidth: 160 }}
        value={value}
        options={HOMEWORK_SORT_ORDERS.map((order) => ({ value: order, label: HOMEWORK_SORT_ORDER_LABELS[order] }))}
        onChange={onChange}
      />
    </Flex>
  );
}
