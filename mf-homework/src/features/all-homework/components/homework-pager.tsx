import { Button, Flex } from 'antd';
import { useHomeworkMessages } from '../../../messages';
import { pagerPages } from '../utils/pager-pages';

export interface HomeworkPagerProps {
  page: number;
  pageCount: number;
  onChange(page: number): void;
}

/** Previous, the pages of pagerPages with an ellipsis for each gap, Next. Nothing for one page. */
export function HomeworkPager({ page, pageCount, onChange }: HomeworkPagerProps) {
  const t = useHomeworkMessages();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('p.label')}>
      <Flex gap={4} wrap justify="center">
        <Button disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('p.previous')}>
          ‹
        </Button>
        {pagerPages(page, pageCount).map((item, index) =>
          item === 'ellipsis' ? (
            <span key={`gap-${index}`} aria-hidden style={{ padding: '4px 6px' }}>
              …
            </span>
          ) : (
            <Button
              key={item}
              type={item === page ? 'primary' : 'default'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('p.page', { page: item })}
              onClick={() => item !== page && onChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button disabled={page >= pageCount} onClick={() => onChange(page + 1)} aria-label={t('p.next')}>
          ›
        </Button>
      </Flex>
    </nav>
  );
}
