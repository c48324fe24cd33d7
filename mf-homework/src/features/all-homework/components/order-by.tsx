import { Flex, Select, Typography } from 'antd';
import { HOMEWORK_SORT_ORDERS, type HomeworkSortOrder } from '@homework/contracts';
import { useHomeworkMessages } from '../../../messages';

export function OrderBy({ value, onChange }: { value: HomeworkSortOrder; onChange(value: HomeworkSortOrder): void }) {
  const t = useHomeworkMessages();
  return (
    <Flex align="center" gap="small">
      <Typography.Text id="homework-order-by-label">{t('o.label')}</Typography.Text>
      <Select
        aria-labelledby="homework-order-by-label"
        style={{ minWidth: 160 }}
        value={value}
        options={HOMEWORK_SORT_ORDERS.map((order) => ({ value: order, label: t(`o.${order}`) }))}
        onChange={onChange}
      />
    </Flex>
  );
}
