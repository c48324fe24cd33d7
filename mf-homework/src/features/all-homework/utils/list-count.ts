// The line above the cards saying how many homework the filters show. Under Other Teachers Homework
// with Set by left at 'All' (01 §3's placeholder), the list leaves out the teacher's own homework,
// which My Homework shows: the line says so, so that 'All' is not read as everybody's
// (docs/teacher-week.md, week 1 item 14).
import { inEnglish, type HomeworkText } from '../../../messages';
import type { FilterState } from '../state/filter-store';

export function listCountText(total: number, filters: Pick<FilterState, 'setByOption' | 'setBy'>, t: HomeworkText = inEnglish): string {
  return t(filters.setByOption === 'others' && !filters.setBy ? 'l.countOthers' : 'l.count', { total });
}
