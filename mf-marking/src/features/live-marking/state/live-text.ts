// The line about someone's change, in the page's language, as the contracts' liveMarkingTexts word it
// in English: who, what, for whom (one or two by name, more by their number) and when.
import type { MarkingEventKind } from '@homework/contracts';
import type { useMarkingMessages } from '../../../messages';

type Format = ReturnType<typeof useMarkingMessages>;

const KINDS: Record<MarkingEventKind, string> = { 'hand-in': 'handIn', clear: 'clear', mark: 'mark', extension: 'extension', restore: 'restore' };

function studentsNamed(t: Format, names: readonly (string | null)[]): string {
  if (names.every((name) => name !== null) && names.length <= 2) return names.length === 2 ? t('live.two', { a: names[0]!, b: names[1]! }) : (names[0] ?? '');
  return t('live.some', { count: names.length });
}

/** `changedBy` null: the signed-in teacher's own change, made in another tab. */
export function liveLine(t: Format, changedBy: string | null, kind: MarkingEventKind, names: readonly (string | null)[], time: string): string {
  const values = { kind: KINDS[kind], students: studentsNamed(t, names), time };
  return changedBy === null ? t('live.byYou', values) : t('live.by', { ...values, who: changedBy });
}
