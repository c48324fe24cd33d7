// The teacher marking view (02 §2.2, §4, §5, §8): a class marked student by student, from the mouse
// or the keyboard, with nothing typed lost.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, Popconfirm, Space, Spin } from 'antd';
import type { InputRef } from 'antd';
import { scopedKey, useQuery, useQueryClient } from '@homework/platform/api';
import {
  STUDENT_HOMEWORK_DEBOUNCE_MS,
  canSaveMark,
  failedToLoadHomework,
  handInStatusOf,
  isHandInDateAllowed,
  markingMessages,
  markingViewOf,
  markingViewLabels,
  neighbourOf,
  schoolDateOf,
  schoolToday,
  type HomeworkStudent,
  type HomeworkStudentsResponse,
  type Neighbour,
} from '@homework/contracts';
import {
  clearHandedIn,
  clearMark,
  extendDueDate,
  handIn,
  prefetchSubmissions,
  saveMark,
  submissionKey,
  submissionQuery,
} from '../api/marking-calls';
import { handInsKey, handInsQuery, historyKey, homeworkQuery, markingContextQuery, visibleStudentsQuery } from '../api/marking-page-data';
import { useMarkingKeys } from '../state/use-marking-keys';
import { draftToOffer, forgetDraft, keepDraft, type DraftOwner, type DraftStorage, type MarkDraft } from '../utils/drafts';
import { findRecord, initialSelection, markingRowsOf, selectionOfView, withRecord, type MarkingSelection } from '../utils/marking-rows';
import type { MarkingAction } from '../utils/shortcuts';
import { DraftNotice } from './draft-notice';
import { ExtensionForm } from './extension-form';
import { MarkingHistory } from './marking-history';
import { MarkPanel, type MarkValues, type TextAreaRef } from './mark-panel';
import { ShortcutHelp } from './shortcut-help';
import { StudentList } from './student-list';
import { StudentFiles } from '../../attachment-viewer';

/** The marking view's title comes from the query parameter homeworktitle (spec 01 §2). */
export const TEACHER_VIEW_TITLE_PARAM = 'homeworktitle';

interface PageStatus {
  type: 'success' | 'error';
  message: string;
}

/** What the teacher typed, for one student. */
interface TypedMark extends MarkValues {
  studentId: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const blankToNull = (text: string) => (text.trim() === '' ? null : text);
const draftStorage = (): DraftStorage => window.localStorage;

export function TeacherMarkingPage() {
  const { homeworkId = '', selectedStudentId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();

  const context = useQuery(markingContextQuery());
  const homework = useQuery(homeworkQuery(homeworkId));
  const handIns = useQuery(handInsQuery(homeworkId));
  const students = useQuery(visibleStudentsQuery());
  const timeZone = context.data?.timeZone ?? null;
  const userId = context.data?.userId ?? null;
  const records = handIns.data?.Students;

  const rows = useMemo(
    () => (records && students.data && timeZone ? markingRowsOf(records, students.data, timeZone) : null),
    [records, students.data, timeZone],
  );
  const today = timeZone ? schoolToday(new Date(), timeZone) : null;
  const dueDay = homework.data && timeZone ? schoolDateOf(homework.data.DueDate, timeZone) : null;

  const [chosen, setChosen] = useState<MarkingSelection | null>(null);
  const selection = chosen ?? (rows ? initialSelection(rows, selectedStudentId) : null);
  const activeRow = rows && selection?.studentId ? rows.find((row) => row.studentId === selection.studentId) ?? null : null;
  const activeId = activeRow?.studentId ?? null;
  // The tab follows the active student when a hand-in, mark or refresh moves them to another status.
  const view = activeRow ? markingViewOf(activeRow) : selection?.view ?? 'handedIn';
  const handedIn = view !== 'notHandedIn';

  const [fullScreen, setFullScreen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // While Clear Handed In asks to be sure, the shortcuts rest: a move would leave the question on another student.
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<PageStatus | null>(null);
  const [busy, setBusy] = useState(false);
  // The grade and comment panel is shown for one student: it hides whenever the active student changes.
  const [panelFor, setPanelFor] = useState<string | null>(null);
  const showPanel = handedIn && panelFor !== null && panelFor === activeId;
  const [typed, setTypedState] = useState<TypedMark | null>(null);
  // What was typed, as of the last keystroke: a key pressed straight after typing (Ctrl+Enter) may
  // come before React has rendered that keystroke, and must still save it.
  const typedNow = useRef<TypedMark | null>(null);
  const setTyped = (mark: TypedMark | null) => {
    typedNow.current = mark;
    setTypedState(mark);
  };
  const [handInDay, setHandInDay] = useState<string | null>(null);
  const gradeRef = useRef<InputRef>(null);
  const commentRef = useRef<TextAreaRef>(null);
  const [focusWanted, setFocusWanted] = useState<'grade' | 'comment' | null>(null);

  // 02 §9: a student's homework loads 500 ms after the teacher moves to them (so flicking through a
  // class asks for nothing on the way), unless it is already at hand; the first student at once, as
  // nothing was moved through.
  const [settledId, setSettledId] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const atHand = !!activeId && queryClient.getQueryData(submissionKey(homeworkId, activeId)) !== undefined;
  const ready = handedIn && !!activeId && (atHand || settledId === activeId || !moved);
  useEffect(() => {
    if (!ready || moved) return;
    setMoved(true);
    setSettledId(activeId);
  }, [ready, moved, activeId]);
  useEffect(() => {
    if (!activeId || !handedIn) return undefined;
    const timer = setTimeout(() => setSettledId(activeId), STUDENT_HOMEWORK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [activeId, handedIn]);
  const submission = useQuery({ ...submissionQuery(homeworkId, activeId ?? ''), enabled: ready });

  // Neighbours are loaded once this student's homework is shown, so Previous and Next answer at once.
  useEffect(() => {
    if (!rows || !activeId || !submission.data) return;
    const around = (['previous', 'next'] as const)
      .map((direction) => neighbourOf(rows, view, activeId, direction))
      .filter((neighbour): neighbour is Neighbour => !!neighbour && neighbour.view !== 'notHandedIn')
      .map((neighbour) => neighbour.studentId);
    prefetchSubmissions(homeworkId, around).catch(() => undefined);
  }, [rows, activeId, view, homeworkId, submission.data]);

  // The address names the active student, so a reload comes back to them. Written into the browser's
  // history entry directly, not as a router navigation, which has lost a keystroke arriving while the
  // teacher types. (single-spa still tells the shell's router; the shell takes it as the same page,
  // so neither the focus nor a page view follows.)
  useEffect(() => {
    const at = `#/homework/teacherview/${encodeURIComponent(homeworkId)}/`;
    if (!activeId || !window.location.hash.toLowerCase().startsWith('#/homework/teacherview/')) return;
    const address = `${at}${encodeURIComponent(activeId)}${location.search}`;
    if (window.location.hash !== address) window.history.replaceState(window.history.state, '', address);
  }, [activeId, homeworkId, location.search]);

  useEffect(() => {
    if (!focusWanted || !showPanel) return;
    if (focusWanted === 'grade') gradeRef.current?.focus();
    else commentRef.current?.focus();
    setFocusWanted(null);
  }, [focusWanted, showPanel]);

  const saved = { result: activeRow?.result ?? null, comments: activeRow?.comments ?? null };
  const values: MarkValues =
    typed && typed.studentId === activeId ? typed : { result: saved.result ?? '', comments: saved.comments ?? '' };
  const owner = (studentId: string): DraftOwner | null => (userId ? { userId, homeworkId, studentId } : null);
  const activeOwner = activeId ? owner(activeId) : null;
  // A kept draft is offered until the teacher types, restores or discards for this student.
  const offered: MarkDraft | null =
    activeOwner && handedIn && typed?.studentId !== activeId ? draftToOffer(draftStorage(), activeOwner, saved) : null;

  const setRecord = (record: HomeworkStudent) =>
    queryClient.setQueryData<HomeworkStudentsResponse>(handInsKey(homeworkId), (old) =>
      old ? { ...old, Students: withRecord(old.Students, record) } : old,
    );
  const recordOf = (studentId: string) => (records ? findRecord(records, studentId) : undefined);
  const afterChange = (studentId: string) => {
    void queryClient.invalidateQueries({ queryKey: historyKey(homeworkId, studentId) });
    void queryClient.invalidateQueries({ queryKey: submissionKey(homeworkId, studentId) });
  };

  const moveTo = (neighbour: Neighbour | null) => {
    if (neighbour) setChosen(neighbour);
  };
  const move = (direction: 'previous' | 'next') => {
    if (rows && selection) moveTo(neighbourOf(rows, view, activeId ?? '', direction));
  };
  const chooseView = (next: typeof view) => {
    if (rows) setChosen(selectionOfView(rows, next));
  };
  const chooseStudent = useCallback((studentId: string) => setChosen((old) => ({ view: old?.view ?? 'handedIn', studentId })), []);

  /** A change to one student's hand-in or extension; the answer is their new record. */
  async function change(studentId: string, send: () => Promise<unknown>, success?: string) {
    setBusy(true);
    setStatus(null);
    try {
      setRecord((await send()) as HomeworkStudent);
      if (success) setStatus({ type: 'success', message: success });
      afterChange(studentId);
    } catch (error) {
      setStatus({ type: 'error', message: markingMessages.saveFailed(messageOf(error)) });
    } finally {
      setBusy(false);
    }
  }

  const handInActive = (day: string | null) => {
    if (!activeId || !today || handedIn || busy) return;
    const date = day ?? today;
    if (!isHandInDateAllowed(date, today)) {
      setStatus({ type: 'error', message: markingMessages.handInDateInFuture });
      return;
    }
    void change(activeId, () => handIn({ HomeworkId: homeworkId, StudentId: activeId, HandedInDate: date }), markingMessages.handedInUpdated);
  };

  const clearHandIn = () => {
    if (!activeId || !handedIn) return;
    const studentOwner = owner(activeId);
    void change(activeId, () => clearHandedIn({ HomeworkId: homeworkId, StudentId: activeId }), markingMessages.handedInUpdated).then(() => {
      if (studentOwner) forgetDraft(draftStorage(), studentOwner);
    });
  };

  const clearGradeAndComment = () => {
    if (!activeId || view !== 'marked') return;
    setTyped(null);
    void change(activeId, () => clearMark({ HomeworkId: homeworkId, StudentId: activeId }));
  };

  /** 02 §4: Handed In to Marked at once and on to the next student; a failure restores the old status. */
  async function saveAndNext() {
    const current = typedNow.current?.studentId === activeId ? typedNow.current : values;
    if (!rows || !activeId || !handedIn || !canSaveMark(current.result, current.comments)) return;
    const studentId = activeId;
    const before = recordOf(studentId);
    if (!before) return;
    const result = blankToNull(current.result);
    const comments = blankToNull(current.comments);
    const handedInDate = before.HandedInDate;
    setStatus(null);
    setRecord({ ...before, Result: result, Comments: comments, Status: handInStatusOf({ handedInDate, result }) });
    moveTo(neighbourOf(rows, view, studentId, 'next'));
    try {
      setRecord((await saveMark({ StudentId: studentId, HomeworkId: homeworkId, Result: result, Comments: comments })) as HomeworkStudent);
      const studentOwner = owner(studentId);
      if (studentOwner) forgetDraft(draftStorage(), studentOwner);
      afterChange(studentId);
    } catch (error) {
      setRecord(before);
      setStatus({ type: 'error', message: markingMessages.saveFailed(messageOf(error)) });
      // Back to the student whose mark did not save, with what was typed still in the fields.
      setChosen({ view, studentId });
      setPanelFor(studentId);
    }
  }

  const onType = (field: keyof MarkValues, text: string) => {
    if (!activeId) return;
    const next = { ...(typedNow.current?.studentId === activeId ? typedNow.current : values), [field]: text };
    setTyped({ studentId: activeId, result: next.result, comments: next.comments });
    if (activeOwner) keepDraft(draftStorage(), activeOwner, { result: next.result, comments: next.comments, savedAt: new Date().toISOString() }, saved);
  };

  const restoreDraft = (draft: MarkDraft) => {
    if (!activeId) return;
    setTyped({ studentId: activeId, result: draft.result, comments: draft.comments });
    setPanelFor(activeId);
  };
  const discardDraft = () => {
    if (!activeId || !activeOwner) return;
    forgetDraft(draftStorage(), activeOwner);
    setTyped({ studentId: activeId, result: saved.result ?? '', comments: saved.comments ?? '' });
  };

  const extend = (day: string | null) => {
    if (activeId) void change(activeId, () => extendDueDate({ HomeworkId: homeworkId, StudentId: activeId, ExtendedDueDate: day }));
  };

  // Everything this page shows is asked for again (what is on screen at once, the rest when next shown).
  const refresh = () => void queryClient.invalidateQueries({ queryKey: scopedKey('marking') });

  const focusField = (field: 'grade' | 'comment') => {
    if (!activeId || !handedIn) return;
    setPanelFor(activeId);
    setFocusWanted(field);
  };

  const onAction = (action: MarkingAction) => {
    switch (action.kind) {
      case 'next':
      case 'previous':
        return move(action.kind);
      case 'handIn':
        return handInActive(null);
      case 'focusGrade':
        return focusField('grade');
      case 'focusComment':
        return focusField('comment');
      case 'saveAndNext':
        return void saveAndNext();
      case 'switchView':
        return chooseView(action.view);
      case 'help':
        return setHelpOpen(true);
    }
  };
  useMarkingKeys(onAction, !helpOpen && !confirming && !!rows);

  const title = search.get(TEACHER_VIEW_TITLE_PARAM) || homework.data?.Title || 'Marking';
  const loadError = homework.error ?? handIns.error ?? students.error ?? context.error;

  return (
    <section aria-labelledby="marking-title">
      <h1 id="marking-title">{title}</h1>
      {status && (
        <Alert
          type={status.type}
          showIcon
          closable
          role={status.type === 'error' ? 'alert' : 'status'}
          title={status.message}
          onClose={() => setStatus(null)}
        />
      )}
      {loadError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failedToLoadHomework(messageOf(loadError))}
          action={
            <Button size="small" onClick={refresh}>
              Retry
            </Button>
          }
        />
      ) : !rows || !selection ? (
        <Spin>
          <p>{markingMessages.loading}</p>
        </Spin>
      ) : (
        <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap', marginTop: 16 }}>
          {!fullScreen && (
            <StudentList
              rows={rows}
              view={view}
              activeId={activeId}
              dueDay={dueDay}
              today={today}
              refreshing={handIns.isFetching}
              onView={chooseView}
              onStudent={chooseStudent}
              onRefresh={refresh}
            />
          )}
          <section aria-label="Student's homework" style={{ flex: '1 1 480px', minWidth: 0 }}>
            <Space wrap>
              <Button onClick={() => move('previous')}>Previous</Button>
              <Button onClick={() => move('next')}>Next</Button>
              <Button onClick={() => setFullScreen((full) => !full)}>{fullScreen ? 'Collapse' : 'Expand'}</Button>
              {activeRow && view === 'notHandedIn' && (
                <>
                  <label htmlFor="marking-hand-in-date">Date handed in</label>
                  <input
                    id="marking-hand-in-date"
                    type="date"
                    max={today ?? undefined}
                    value={handInDay ?? today ?? ''}
                    onChange={(event) => setHandInDay(event.target.value || null)}
                  />
                  <Button type="primary" loading={busy} onClick={() => handInActive(handInDay)}>
                    Hand In
                  </Button>
                </>
              )}
              {activeRow && handedIn && (
                <>
                  <Button aria-expanded={showPanel} onClick={() => setPanelFor(showPanel ? null : activeId)}>
                    {showPanel ? 'Hide Grade and Comment' : 'Grade and Comment'}
                  </Button>
                  <Popconfirm
                    title="Clear Handed In status?"
                    description="The student's uploaded files are removed."
                    okText="Clear"
                    cancelText="Cancel"
                    onOpenChange={setConfirming}
                    onConfirm={clearHandIn}
                  >
                    <Button danger disabled={busy}>
                      Clear Handed In
                    </Button>
                  </Popconfirm>
                </>
              )}
              {activeRow && view === 'marked' && (
                <Button disabled={busy} onClick={clearGradeAndComment}>
                  Clear Grade and Comment
                </Button>
              )}
              <Button onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
                Keyboard shortcuts
              </Button>
            </Space>
            {activeRow ? (
              <section aria-labelledby="marking-student-heading">
                <h2 id="marking-student-heading">
                  {activeRow.name} <span style={{ fontSize: '0.8em', fontWeight: 'normal' }}>{[activeRow.yearGroup, activeRow.regGroup].filter(Boolean).join(' · ')}</span>
                </h2>
                <p>{markingViewLabels[view]}</p>
                {offered && timeZone && <DraftNotice draft={offered} timeZone={timeZone} onRestore={restoreDraft} onDiscard={discardDraft} />}
                {showPanel && (
                  <MarkPanel
                    values={values}
                    gradeRef={gradeRef}
                    commentRef={commentRef}
                    onChange={onType}
                    onSaveAndNext={() => void saveAndNext()}
                  />
                )}
                {!handedIn ? (
                  <Alert type="info" role="note" title="Not Handed In" description={`${activeRow.name} has not handed this homework in.`} />
                ) : !ready ? (
                  <p role="status">{markingMessages.waiting}</p>
                ) : submission.isPending ? (
                  <p role="status">{markingMessages.loading}</p>
                ) : submission.isError ? (
                  <Alert type="error" role="alert" title={failedToLoadHomework(messageOf(submission.error))} />
                ) : (
                  <StudentFiles key={activeRow.studentId} attachments={submission.data.StudentAttachments} />
                )}
                {dueDay && (
                  <ExtensionForm key={`extension-${activeRow.studentId}`} dueDay={dueDay} extendedDay={activeRow.extendedDudeDate ?? null} busy={busy} onExtend={extend} />
                )}
                {timeZone && <MarkingHistory key={`history-${activeRow.studentId}`} homeworkId={homeworkId} studentId={activeRow.studentId} timeZone={timeZone} />}
              </section>
            ) : null}
          </section>
        </div>
      )}
      <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </section>
  );
}
