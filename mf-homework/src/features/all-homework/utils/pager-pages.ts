// Which page buttons the pager shows (01 §2, §9): 2 pages at each edge and 3 around the current
// page, with an ellipsis for each gap, however short (page 6 of 10: 1 2 … 5 6 7 … 9 10).
import { PAGER_EDGE_PAGES, PAGER_PAGES_AROUND_CURRENT } from '@homework/contracts';

export type PagerItem = number | 'ellipsis';

export function pagerPages(
  current: number,
  pageCount: number,
  edge = PAGER_EDGE_PAGES,
  around = PAGER_PAGES_AROUND_CURRENT,
): PagerItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), pageCount);
  // The window of `around` pages keeps its size at the ends: on page 1 it is 1–3, not 1–2.
  let first = page - Math.floor((around - 1) / 2);
  first = Math.max(1, Math.min(first, pageCount - around + 1));
  const last = Math.min(pageCount, first + around - 1);

  const shown = (n: number) => n <= edge || n > pageCount - edge || (n >= first && n <= last);
  const items: PagerItem[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (shown(n)) items.push(n);
    else if (items[items.length - 1] !== 'ellipsis') items.push('ellipsis');
  }
  return items;
}

export const pageCountOf = (totalItems: number, pageSize: number) => Math.max(0, Math.ceil(totalItems / pageSize));
