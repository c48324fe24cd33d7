// What a clear takes or took, in the page's language: "3 hand-ins, 2 marks (grades and comments) and
// 1 submitted file", as the contracts' clearTexts word it in English (decision 0016).
import { excerptOf, type ClearCounts } from '@homework/contracts';
import { useMarkingMessages } from '../../../messages';

type Format = ReturnType<typeof useMarkingMessages>;

const filled = (text: string | null | undefined) => !!text && text.trim() !== '';

/** The question's list: every kind named, even when there is none. */
export const clearLines = (t: Format, counts: ClearCounts) => [
  t('clear.handIns', { count: counts.HandIns }),
  t('clear.marks', { count: counts.Marks }),
  t('clear.files', { count: counts.Files }),
];

/** Clear Grade and Comment's list: the grade and comment by their values. */
export const clearMarkLines = (t: Format, mark: { result: string | null; comments: string | null }) => [
  filled(mark.result) ? t('clearMark.grade', { grade: mark.result!.trim() }) : t('clearMark.noGrade'),
  filled(mark.comments) ? t('clearMark.comment', { comment: excerptOf(mark.comments!) }) : t('clearMark.noComment'),
];

/** The hand-ins, then what else there was; a clear of a mark alone names only the mark. */
function clearedWhat(t: Format, counts: ClearCounts): string {
  const parts = counts.HandIns === 0 && counts.Marks > 0 ? [] : [t('clear.handIns', { count: counts.HandIns })];
  if (counts.Marks > 0) parts.push(t('clear.marks', { count: counts.Marks }));
  if (counts.Files > 0) parts.push(t('clear.files', { count: counts.Files }));
  const [a = '', b = '', c = ''] = parts;
  return parts.length === 1 ? a : parts.length === 2 ? t('clear.two', { a, b }) : t('clear.three', { a, b, c });
}

/** "Cleared …." or "Restored …." with what it took. */
export function useClearedText() {
  const t = useMarkingMessages();
  return (key: 'clear.cleared' | 'clear.restored', counts: ClearCounts) => t(key, { what: clearedWhat(t, counts) });
}
