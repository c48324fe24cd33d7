// The bulk hand-in recorder (02 §2.3, §4, §8): a teacher records for a whole class, in one request,
// that their homework was handed in on a day, or clears it. The service saves all the students or
// none, so a failure leaves every row as it was and says why; after a save the rows are read again.
import { Button, Flex, Radio, Select, Spin, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getQueryClient, isCancelled, queryKeys, useMutation, useSchoolContext } from '@homework/platform/api';
import {
  markingAddress,
  schoolDateOf,
  schoolToday,
  type HomeworkStudentsResponse,
  type UpdateHomeworkStudentsAnswer,
  type UpdateHomeworkStudentsRequest,
} from '@homework/contracts';
import { LoadError, PageFrame, SchoolDatePicker, StatusBanner, UndoNotice, loadingError, refetchFailed, type StatusKind } from '@homework/ui';
import { updateHomeworkStudents } from '../api/recorder-data';
import { useHandIns, useHomework, useVisibleStudents } from '../../../lib/homework-data';
import {
  recorderRowsOf,
  selectAllState,
  datesChangedBy,
  restoreRequestFor,
  shownRows,
  SHOW_LABELS,
  SORT_LABELS,
  toggleAll,
  toggleOne,
  updateRequestFor,
  type RecorderSort,
  type ShowFilter,
} from '../utils/recorder-rules';
import { afterUpdate, badgeOf, shortDay, visibleHandIns } from '../utils/recorder-view';
import { useActiveLanguage } from '@homework/platform/messages';
import { useHandInRefusal } from '../../../lib/hand-in-refusal';
import { useMarkingMessages } from '../../../messages';
import { AskFirstButton, ClearButton, ClearedNotice, useClearUndo, type QuestionAnswers } from '../../clear-hand-ins';
import { LiveLine, useMarkingEvents } from '../../live-marking';
import { useDatesUndo } from '../state/use-dates-undo';
import { ChangeDatesQuestion } from './change-dates-question';
import { RecorderTable } from './recorder-table';
import { StatusLegend } from './status-legend';

const DATE_ID = 'bulk-hand-in-date';

interface Banner {
  kind: StatusKind;
  message?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function BulkHandInPage() {
  const { homeworkId = '' } = useParams();
  const t = useMarkingMessages();
  const language = useActiveLanguage();
  const refusalOf = useHandInRefusal();
  const showOptions = (Object.keys(SHOW_LABELS) as ShowFilter[]).map((value) => ({ value, label: t(SHOW_LABELS[value]) }));
  const sortOptions = (Object.keys(SORT_LABELS) as RecorderSort[]).map((value) => ({ value, label: t(SORT_LABELS[value]) }));
  const school = useSchoolContext();
  const homework = useHomework(homeworkId);
  const handIns = useHandIns(homeworkId);
  const people = useVisibleStudents();

  const [show, setShow] = useState<ShowFilter>('notHandedIn');
  const [sort, setSort] = useState<RecorderSort>('status');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // undefined: the teacher has not chosen, so today (02 §2.3); null: the picker was cleared.
  const [chosenDay, setChosenDay] = useState<string | null | undefined>(undefined);
  const [banner, setBanner] = useState<Banner>({ kind: 'NONE' });

  const timeZone = school.data?.timeZone;
  const today = timeZone ? schoolToday(new Date(), timeZone) : null;
  const day = chosenDay === undefined ? today : chosenDay;
  const dueDay = timeZone && homework.data ? schoolDateOf(homework.data.DueDate, timeZone) : null;
  const setDay = timeZone && homework.data ? schoolDateOf(homework.data.StartDate, timeZone) : null;
  // Refused in words beside the date, never put back to today unsaid (decision 0021).
  const dayRefusal = refusalOf(day, { setDay, today });

  const rows = useMemo(
    () =>
      timeZone && handIns.data && people.data
        ? recorderRowsOf(visibleHandIns(handIns.data.Students, people.data), people.data, timeZone, language)
        : null,
    [timeZone, handIns.data, people.data, language],
  );
  const shown = useMemo(() => (rows ? shownRows(rows, show, sort) : []), [rows, show, sort]);
  const tableRows = useMemo(
    () => (dueDay && today ? shown.map((row) => ({ row, badge: badgeOf(row, dueDay, today) })) : []),
    [shown, dueDay, today],
  );
  const liveLine = useMarkingEvents(homeworkId, { nameOf: (studentId) => rows?.find((row) => row.studentId === studentId)?.name ?? null });
  const chosenShown = shown.filter((row) => selected.has(row.studentId)).length;

  const save = useMutation({
    mutationFn: (body: UpdateHomeworkStudentsRequest) => updateHomeworkStudents(body),
    onSuccess: (answer, body) => {
      if (timeZone)
        getQueryClient().setQueryData<HomeworkStudentsResponse>(queryKeys.handIns(homeworkId), (current) =>
          current ? { Students: afterUpdate(current.Students, body, timeZone) } : current,
        );
      setSelected(new Set());
      // A clear's notice says 'Handed In status updated.' itself, with what went and its Undo.
      const { ClearanceId, Cleared } = answer as UpdateHomeworkStudentsAnswer;
      if (ClearanceId) undo.offer(ClearanceId, Cleared);
      else setBanner({ kind: 'SUCCESS', message: t('mark.handedInUpdated') });
    },
    onError: (error) => setBanner({ kind: 'ERROR', message: t('mark.saveFailed', { reason: messageOf(error) }) }),
    // Read again either way, in every view of this homework: the service's own values, and anyone else's changes.
    onSettled: () => getQueryClient().invalidateQueries({ queryKey: queryKeys.homework(homeworkId) }),
  });

  const readAgain = () => void getQueryClient().invalidateQueries({ queryKey: queryKeys.homework(homeworkId) });
  const undo = useClearUndo(readAgain);
  const datesUndo = useDatesUndo(readAgain);
  const send = (handedInDate: string | null) => {
    const body = updateRequestFor(homeworkId, shown, selected, handedInDate);
    // 02 §4: nothing is sent when no student is chosen.
    if (!body) return;
    setBanner({ kind: 'NONE' });
    undo.dismiss();
    datesUndo.dismiss();
    const changed = handedInDate === null ? [] : datesChangedBy(shown, selected, handedInDate);
    const restore = restoreRequestFor(homeworkId, shown, selected);
    save.mutate(body, {
      // Said once, in the notice with its Undo.
      onSuccess: () => {
        if (changed.length === 0 || !restore) return;
        setBanner({ kind: 'NONE' });
        datesUndo.offer(changed.length, restore);
      },
    });
  };

  const record = () => {
    if (!day || !today) return;
    if (dayRefusal) {
      setBanner({ kind: 'ERROR', message: dayRefusal });
      return;
    }
    send(day);
  };
  /** Asked before a record changes dates already recorded (docs/teacher-week.md, week 1 item 9); nothing to ask otherwise. */
  const askBeforeRecord = () => {
    if (!day || !today || dayRefusal) return null;
    const changed = datesChangedBy(shown, selected, day);
    if (changed.length === 0) return null;
    const recorded = day;
    return (answers: QuestionAnswers) => <ChangeDatesQuestion changed={changed} day={recorded} {...answers} />;
  };

  const onToggle = useCallback((studentId: string) => setSelected((current) => toggleOne(current, studentId)), []);
  const onToggleAll = () => setSelected((current) => toggleAll(shown, current));

  const failed = loadingError(homework, handIns, people, school);
  const loadError = failed && !isCancelled(failed) ? failed : null;
  const ready = !!(homework.data && rows && today && dueDay);
  const busy = save.isPending;
  // Which button's request is under way, so that one shows it is working.
  const pending = busy ? (save.variables?.Students[0]?.HandedInDate === null ? 'clear' : 'record') : null;
  const nobody = chosenShown === 0;

  return (
    <PageFrame title={homework.data?.Title ?? t('bulk.title')} label={t('bulk.title')}>
      {homework.data && dueDay && (
        <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 24px', margin: '0 0 16px' }}>
          <div style={{ display: 'flex', gap: 6 }}>
            <dt style={{ fontWeight: 600 }}>{t('bulk.subject')}</dt>
            <dd style={{ margin: 0 }}>{homework.data.Subject}</dd>
          </div>
          <div style={{ display: 'flex', gap: 6 }}>
            <dt style={{ fontWeight: 600 }}>{t('bulk.due')}</dt>
            <dd style={{ margin: 0 }}>{shortDay(dueDay)}</dd>
          </div>
          <div style={{ display: 'flex', gap: 6 }}>
            <dt style={{ fontWeight: 600 }}>{t('bulk.marks')}</dt>
            <dd style={{ margin: 0 }}>
              {/* In-person homework's card offers Submissions only (01 §4): its grades are given from here. */}
              <Link to={markingAddress(homeworkId, homework.data.Title)}>{t('bulk.markThis')}</Link>
            </dd>
          </div>
        </dl>
      )}
      <LiveLine line={liveLine} />
      <div style={{ marginBottom: banner.kind === 'NONE' && !undo.notice && !datesUndo.notice && !loadError ? 0 : 16 }}>
        {loadError ? (
          <LoadError message={t('mark.loadFailed', { reason: messageOf(loadError) })} onRetry={refetchFailed(homework, handIns, people, school)} />
        ) : (
          <>
            <StatusBanner kind={banner.kind} message={banner.message} />
            <ClearedNotice {...undo} />
            <UndoNotice {...datesUndo} undoLabel={t('bulk.undo')} />
          </>
        )}
      </div>
      {!ready && !loadError && <Spin description={t('mark.loading')} />}
      {ready && (
        <>
          <Flex wrap gap="middle" align="center" style={{ marginBottom: 16 }}>
            <Flex align="center" gap="small">
              <Typography.Text id="bulk-hand-in-show-label">{t('bulk.show')}</Typography.Text>
              <Radio.Group
                aria-labelledby="bulk-hand-in-show-label"
                name="bulk-hand-in-show"
                optionType="button"
                buttonStyle="solid"
                options={showOptions}
                value={show}
                onChange={(event) => setShow(event.target.value as ShowFilter)}
              />
            </Flex>
            <Flex align="center" gap="small">
              <Typography.Text id="bulk-hand-in-sort-label">{t('bulk.sortBy')}</Typography.Text>
              <Select
                aria-labelledby="bulk-hand-in-sort-label"
                style={{ minWidth: 180 }}
                value={sort}
                options={sortOptions}
                onChange={(value: RecorderSort) => setSort(value)}
              />
            </Flex>
            <StatusLegend />
          </Flex>
          <Flex wrap gap="small" align="center" style={{ marginBottom: 16 }} role="group" aria-label={t('bulk.recordGroup')}>
            <label htmlFor={DATE_ID}>{t('bulk.setDate')}</label>
            <SchoolDatePicker id={DATE_ID} value={day} status={dayRefusal ? 'error' : undefined} onChange={setChosenDay} disabled={busy} />
            <Button onClick={() => setChosenDay(today)} disabled={busy}>
              {t('bulk.today')}
            </Button>
            <AskFirstButton primary label={t('bulk.record')} ask={askBeforeRecord} onConfirm={record} disabled={busy || nobody || !day} loading={pending === 'record'} />
            <ClearButton
              label={t('bulk.clear')}
              homeworkId={homeworkId}
              studentIds={() => updateRequestFor(homeworkId, shown, selected, null)?.Students.map((student) => student.StudentId) ?? []}
              disabled={busy || nobody}
              loading={pending === 'clear'}
              onConfirm={() => send(null)}
            />
            {dayRefusal && (
              <Typography.Text type="danger" role="alert">
                {dayRefusal}
              </Typography.Text>
            )}
            <Typography.Text aria-live="polite">{t('bulk.selected', { chosen: chosenShown, total: shown.length })}</Typography.Text>
          </Flex>
          {/* Wider than a phone, the table scrolls in its own box, not the page; its checkboxes take the focus. */}
          <div style={{ overflowX: 'auto' }}>
            <RecorderTable
              rows={tableRows}
              selected={selected}
              allState={selectAllState(shown, selected)}
              onToggleAll={onToggleAll}
              onToggle={onToggle}
              disabled={busy}
            />
          </div>
        </>
      )}
    </PageFrame>
  );
}
