// The levels of the homework's mark scheme (decision 0039), loaded with it: one radio group per
// criterion, chosen by click, arrows, or its number (1 to 9, 0 for the tenth), which then moves on to
// the next criterion. Each choice works out the grade (total of maximum, or the band) and starts the
// comment from the descriptors chosen; what the teacher typed in either stays theirs.
import { useRef, type KeyboardEvent } from 'react';
import { commentOf, gradeOf, levelForKey, markAfterLevels, type MarkText } from '@homework/contracts/mark-schemes';
import { OwnText } from '@homework/ui';
import { useSchemePanelMessages } from './messages';
import type { Choice, SchemeCopy } from '../state/use-mark-scheme';

export interface MarkSchemePanelProps {
  scheme: SchemeCopy;
  studentId: string;
  choice: Choice;
  onChoose(choice: Choice): void;
  /** The grade and comment as typed, and their change. */
  values: MarkText;
  onMark(values: MarkText): void;
}

const made = (scheme: SchemeCopy, choice: Choice) => ({ result: gradeOf(scheme, choice), comments: commentOf(scheme, choice) });

export function MarkSchemePanel({ scheme, studentId, choice, onChoose, values, onMark }: MarkSchemePanelProps) {
  const t = useSchemePanelMessages();
  const groups = useRef<(HTMLDivElement | null)[]>([]);
  const grade = gradeOf(scheme, choice);
  const chosenCount = scheme.Criteria.filter((c) => c.Levels.some((l) => l.Id === choice[c.Id])).length;

  const choose = (criterionId: string, levelId: string) => {
    const next = { ...choice, [criterionId]: levelId };
    const before = made(scheme, choice);
    onChoose(next);
    onMark(markAfterLevels(values, { result: before.result ?? '', comments: before.comments }, made(scheme, next)));
  };
  const focusGroup = (index: number) => {
    const group = groups.current[index];
    (group?.querySelector<HTMLInputElement>('input:checked') ?? group?.querySelector<HTMLInputElement>('input'))?.focus();
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const criterion = scheme.Criteria[index];
    const level = levelForKey(event.key, criterion.Levels.length);
    if (level === null) return;
    // The number is this criterion's level, not the marking view's shortcut (1–3 switch the tabs).
    event.preventDefault();
    choose(criterion.Id, criterion.Levels[level].Id);
    if (index + 1 < scheme.Criteria.length) setTimeout(() => focusGroup(index + 1));
    else setTimeout(() => groups.current[index]?.querySelector<HTMLInputElement>(`input[value="${criterion.Levels[level].Id}"]`)?.focus());
  };

  return (
    <section aria-labelledby="mark-scheme-heading" style={{ display: 'grid', gap: 8 }}>
      <h4 id="mark-scheme-heading" style={{ margin: 0 }}>
        {t('scheme.panel', { name: scheme.Name })}
      </h4>
      <p id="mark-scheme-hint" style={{ margin: 0 }}>
        {t('scheme.hint')}
      </p>
      {scheme.Criteria.map((criterion, index) => {
        const headingId = `mark-scheme-criterion-${criterion.Id}`;
        return (
          <div
            key={criterion.Id}
            ref={(element) => {
              groups.current[index] = element;
            }}
            role="radiogroup"
            aria-labelledby={headingId}
            aria-describedby="mark-scheme-hint"
            onKeyDown={onKeyDown(index)}
            style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: '6px 10px' }}
          >
            <div id={headingId} style={{ fontWeight: 600 }}>
              <OwnText>{criterion.Title}</OwnText>
            </div>
            {criterion.Levels.map((level, levelIndex) => (
              <label key={level.Id} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '2px 0', cursor: 'pointer' }}>
                <input
                  type="radio"
                  name={`mark-scheme-${studentId}-${criterion.Id}`}
                  value={level.Id}
                  checked={choice[criterion.Id] === level.Id}
                  onChange={() => choose(criterion.Id, level.Id)}
                  aria-keyshortcuts={levelIndex < 10 ? String((levelIndex + 1) % 10) : undefined}
                />
                <span>{t('scheme.level', { number: levelIndex + 1, descriptor: level.Descriptor, points: level.Points ?? 0 })}</span>
              </label>
            ))}
          </div>
        );
      })}
      <p role="status" style={{ margin: 0 }}>
        {grade === null ? t('scheme.chosen', { chosen: chosenCount, criteria: scheme.Criteria.length }) : t('scheme.grade', { grade })}
      </p>
    </section>
  );
}
