// The teacher marking view (02 §2.2, §4, §5, §8): a class marked student by student, from the mouse
// or the keyboard, with nothing typed lost.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, Space, Spin } from 'antd';
import type { InputRef } from 'antd';
import { queryKeys, useQueryClient, useSchoolContext } from '@homework/platform/api';
import { MARKING_TITLE_PARAM, schoolDateOf, schoolToday } from '@homework/contracts';
import { useActiveLanguage } from '@homework/platform/messages';
import { KeptWorkNotice, LoadError, OwnText, PageFrame, loadingError, refetchFailed } from '@homework/ui';
import { useHandIns, useHomework, useVisibleStudents } from '../../../lib/homework-data';
import { useDebouncedSubmission } from '../state/use-debounced-submission';
import { useKeepPanelOpen } from '../state/use-keep-panel-open';
import { useMarkDrafts } from '../state/use-mark-drafts';
import { useMarkingActions } from '../state/use-marking-actions';
import { useMarkingKeys } from '../state/use-marking-keys';
import { useMarkingSelection } from '../state/use-marking-selection';
import { draftNote } from '../utils/drafts';
import { markingRowsOf } from '../utils/marking-rows';
import type { MarkingAction } from '../utils/shortcuts';
import { ExtensionForm } from './extension-form';
import { HandInDate } from './hand-in-date';
import { MarkingHistory } from './marking-history';
import { MarkChangedQuestion } from './mark-changed-question';
import { MarkPanel, type TextAreaRef } from './mark-panel';
import { ShortcutHelp } from './shortcut-help';
import { StudentList } from './student-list';
import { HomeworkTask } from './homework-task';
import { StudentFiles } from '../../attachment-viewer';
import { ClearButton, ClearMarkButton, ClearedNotice, useClearUndo } from '../../clear-hand-ins';
import { LiveLine, useMarkingEvents } from '../../live-marking';
import { CommentBankTools } from '../../comment-bank';
import { MarkSchemeLevels, useMarkScheme } from '../../mark-schemes';
import { ExportMarksButton } from '../../marks-out';
import { WaitingNotice, useWaitingChanges, withChanges } from '../../waiting-changes';
import { NotReleased, ReleaseMarks } from '../../release-marks';
import { useMarkingMessages } from '../../../messages';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function TeacherMarkingPage() {
  const t = useMarkingMessages();
  const language = useActiveLanguage();
  const { homeworkId = '', selectedStudentId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();

  const context = useSchoolContext();
  const homework = useHomework(homeworkId);
  const handIns = useHandIns(homeworkId);
  const students = useVisibleStudents();
  const timeZone = context.data?.timeZone ?? null;
  const owner = context.data ? { userId: context.data.userId, schoolId: context.data.schoolId } : null;
  const waiting = useWaitingChanges(homeworkId, owner);
  // The server's records with the changes kept to send laid over them: the list, the tabs and Next
  // and Previous show each as made.
  const serverRecords = handIns.data?.Students;
  const records = useMemo(() => serverRecords && withChanges(serverRecords, waiting.changes), [serverRecords, waiting.changes]);
  const waitingFor = useMemo(
    () => new Map(waiting.changes.map((change) => [change.request.body.StudentId.toLowerCase(), change.refused === undefined ? 'waiting' as const : 'refused' as const])),
    [waiting.changes],
  );
  const rows = useMemo(
    () => (records && students.data && timeZone ? markingRowsOf(records, students.data, timeZone) : null),
    [records, students.data, timeZone],
  );
  const today = timeZone ? schoolToday(new Date(), timeZone) : null;
  const dueDay = homework.data && timeZone ? schoolDateOf(homework.data.DueDate, timeZone) : null;
  const setDay = homework.data && timeZone ? schoolDateOf(homework.data.StartDate, timeZone) : null;

  const chosen = useMarkingSelection(rows, homeworkId, selectedStudentId, location.search);
  const { selection, activeRow, activeId, view, handedIn } = chosen;
  const { ready, submission } = useDebouncedSubmission(homeworkId, rows, view, activeId);
  const drafts = useMarkDrafts(homeworkId, context.data?.userId ?? null, activeRow, handedIn);
  const offeredDraft = drafts.offered;
  const nameOf = (studentId: string) => rows?.find((row) => row.studentId === studentId)?.name ?? null;
  const liveLine = useMarkingEvents(homeworkId, { nameOf, typingFor: drafts.typedFor });
  const markScheme = useMarkScheme(homeworkId);

  const [fullScreen, setFullScreen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [bankOpen, setBankOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  // While Clear Handed In (or Clear Grade and Comment) asks to be sure, the shortcuts rest: a move would leave the question on another student.
  const [confirming, setConfirming] = useState(false);
  // The grade and comment panel is shown for one student: it hides whenever the active student changes.
  const [panelFor, setPanelFor] = useState<string | null>(null);
  const showPanel = handedIn && panelFor !== null && panelFor === activeId;
  // The hand-in date chosen for one student: the next student starts from today again (a back-date
  // meant for one is never offered to the next), and Hand In and its shortcut record what is shown.
  const [handInChoice, setHandInChoice] = useState<{ studentId: string; day: string | null } | null>(null);
  const handInDay = handInChoice && handInChoice.studentId === activeId ? handInChoice.day : null;
  const setHandInDay = (day: string | null) => {
    if (!activeId) return;
    setHandInChoice({ studentId: activeId, day });
    // A refusal of the date chosen before is over once another is chosen.
    if (actions.status?.type === 'error') actions.setStatus(null);
  };
  const gradeRef = useRef<InputRef>(null);
  const commentRef = useRef<TextAreaRef>(null);
  const [focusWanted, setFocusWanted] = useState<'grade' | 'comment' | null>(null);
  useEffect(() => {
    if (!focusWanted || !showPanel) return;
    if (focusWanted === 'grade') gradeRef.current?.focus();
    else commentRef.current?.focus();
    setFocusWanted(null);
  }, [focusWanted, showPanel]);

  // Everything this page shows is asked for again from the server (what is on screen at once, the rest
  // when next shown): each is kept under one key, and the school context's key begins those of its parts.
  const refresh = () =>
    void Promise.all(
      [queryKeys.homework(homeworkId), queryKeys.students(), queryKeys.schoolContext()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const undo = useClearUndo(refresh);
  const actions = useMarkingActions({ homeworkId, rows, today, setDay, chosen, drafts, undo, showPanel: setPanelFor, waiting, levelsFor: markScheme.levelsFor });
  const { status, setStatus, busy } = actions;

  const focusField = (field: 'grade' | 'comment') => {
    if (!activeId || !handedIn) return;
    setPanelFor(activeId);
    setFocusWanted(field);
  };
  // After Save and Next the focus is never lost with the button: the panel hides for the next student
  // (02 §2.2) and the focus goes to its Grade and Comment button, or, when the teacher chose to keep
  // it open, to their grade; on one not handed in, to their name.
  const [keepPanelOpen, setKeepPanelOpen] = useKeepPanelOpen();
  const studentHeading = useRef<HTMLHeadingElement>(null);
  const panelToggle = useRef<HTMLButtonElement>(null);
  const [focusAfterSave, setFocusAfterSave] = useState<'heading' | 'toggle' | null>(null);
  useEffect(() => {
    if (!focusAfterSave) return;
    (focusAfterSave === 'heading' ? studentHeading : panelToggle).current?.focus();
    setFocusAfterSave(null);
  }, [focusAfterSave, activeId]);
  const saveAndNext = () => {
    const next = actions.saveAndNext();
    if (!next) return;
    if (next.view === 'notHandedIn') return setFocusAfterSave('heading');
    if (!keepPanelOpen) return setFocusAfterSave('toggle');
    setPanelFor(next.studentId);
    setFocusWanted('grade');
  };

  const onAction = (action: MarkingAction) => {
    switch (action.kind) {
      case 'next':
      case 'previous':
        return chosen.move(action.kind);
      case 'handIn':
        return actions.handIn(handInDay);
      case 'focusGrade':
        return focusField('grade');
      case 'focusComment':
        return focusField('comment');
      case 'saveAndNext':
        return saveAndNext();
      case 'switchView':
        return chosen.chooseView(action.view);
      case 'commentBank':
        if (!activeId || !handedIn) return undefined;
        setPanelFor(activeId);
        return setBankOpen(true);
      case 'help':
        return setHelpOpen(true);
    }
  };
  // While a dialog is open (the help, a question, the comment bank, Export marks) it has the keys.
  useMarkingKeys(onAction, !helpOpen && !bankOpen && !exportOpen && !confirming && !actions.clash && !!rows);

  // The query parameter homeworktitle (spec 01 §2) while the homework loads; then the homework's own
  // title, so a stale or wrong link never names another homework.
  const title = homework.data?.Title || search.get(MARKING_TITLE_PARAM) || t('mark.title');
  const loadError = loadingError(homework, handIns, students, context);
  // Retry asks again for what failed; Refresh (the student list's) for everything.
  const retry = refetchFailed(homework, handIns, students, context);

  return (
    <PageFrame title={homework.data?.Title ? <OwnText>{title}</OwnText> : title} label={title}>
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
      <ClearedNotice {...undo} />
      <LiveLine line={liveLine} />
      <WaitingNotice waiting={waiting} nameOf={nameOf} />
      {homework.data && <HomeworkTask homework={homework.data} />}
      {homework.data && timeZone && <ExportMarksButton homeworkId={homeworkId} title={homework.data.Title} timeZone={timeZone} onOpenChange={setExportOpen} />}
      {homework.data?.ReleaseMarksTogether && <ReleaseMarks homeworkId={homeworkId} onOpenChange={setConfirming} />}
      {loadError ? (
        <LoadError message={t('mark.loadFailed', { reason: messageOf(loadError) })} onRetry={retry} />
      ) : !rows || !selection ? (
        <Spin>
          <p>{t('mark.loading')}</p>
        </Spin>
      ) : (
        // Side by side down to a tablet held upright (the list's 240 px and the work's 180 px, growing
        // 1 : 3 up to the list's 340 px); stacked only where the two cannot fit, a phone. With the
        // work's 480 px a tablet had the work a screen below the list.
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap', marginTop: 16 }}>
          {!fullScreen && (
            <StudentList
              rows={rows}
              view={view}
              activeId={activeId}
              dueDay={dueDay}
              today={today}
              refreshing={handIns.isFetching}
              waitingFor={waitingFor}
              onView={chosen.chooseView}
              onStudent={chosen.chooseStudent}
              onRefresh={refresh}
            />
          )}
          <section aria-label={t('mark.work')} style={{ flex: '3 1 180px', minWidth: 0 }}>
            <Space wrap>
              <Button onClick={() => chosen.move('previous')}>{t('mark.previous')}</Button>
              <Button onClick={() => chosen.move('next')}>{t('mark.next')}</Button>
              <Button onClick={() => setFullScreen((full) => !full)}>{fullScreen ? t('mark.collapse') : t('mark.expand')}</Button>
              {activeRow && view === 'notHandedIn' && (
                <HandInDate day={handInDay} today={today} setDay={setDay} busy={busy} onChange={setHandInDay} onHandIn={() => actions.handIn(handInDay)} />
              )}
              {activeRow && handedIn && (
                <>
                  <Button ref={panelToggle} aria-expanded={showPanel} onClick={() => setPanelFor(showPanel ? null : activeId)}>
                    {showPanel ? t('mark.hidePanel') : t('mark.panel')}
                  </Button>
                  <ClearButton
                    label={t('mark.clearHandedIn')}
                    danger
                    homeworkId={homeworkId}
                    studentIds={() => [activeRow.studentId]}
                    disabled={busy}
                    onOpenChange={setConfirming}
                    onConfirm={actions.clearHandIn}
                  />
                </>
              )}
              {activeRow && view === 'marked' && (
                <ClearMarkButton
                  label={t('mark.clearMark')}
                  mark={() => ({ result: activeRow.result, comments: activeRow.comments })}
                  disabled={busy}
                  onOpenChange={setConfirming}
                  onConfirm={actions.clearGradeAndComment}
                />
              )}
              <Button onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
                {t('mark.shortcuts')}
              </Button>
            </Space>
            {activeRow ? (
              <section aria-labelledby="marking-student-heading">
                <h2 id="marking-student-heading" ref={studentHeading} tabIndex={-1}>
                  {activeRow.name} <span style={{ fontSize: '0.8em', fontWeight: 'normal' }}>{[activeRow.yearGroup, activeRow.regGroup].filter(Boolean).join(' · ')}</span>
                </h2>
                <p>
                  {t(`view.${view}`)} {activeRow.markHeld && <NotReleased />}
                </p>
                {offeredDraft && timeZone && (
                  <KeptWorkNotice
                    note={draftNote(offeredDraft, timeZone, language)}
                    onRestore={() => {
                      drafts.restore(offeredDraft);
                      setPanelFor(activeRow.studentId);
                    }}
                    onDiscard={drafts.discard}
                  />
                )}
                {showPanel && (
                  <MarkPanel
                    values={drafts.values}
                    gradeRef={gradeRef}
                    commentRef={commentRef}
                    onChange={drafts.type}
                    onSaveAndNext={saveAndNext}
                    keepOpen={keepPanelOpen}
                    onKeepOpenChange={setKeepPanelOpen}
                    schemeTools={
                      markScheme.scheme && (
                        <MarkSchemeLevels
                          scheme={markScheme.scheme}
                          studentId={activeRow.studentId}
                          choice={markScheme.choiceOf(activeRow.studentId)}
                          onChoose={(choice) => markScheme.choose(activeRow.studentId, choice)}
                          values={drafts.values}
                          onMark={(values) => {
                            drafts.type('result', values.result);
                            drafts.type('comments', values.comments);
                          }}
                        />
                      )
                    }
                    commentTools={
                      <CommentBankTools
                        subjectId={homework.data?.SubjectId ?? null}
                        fieldId="marking-comment"
                        comment={drafts.values.comments}
                        onComment={(text) => drafts.type('comments', text)}
                        studentForename={students.data?.find((s) => s.Id === activeRow.studentId)?.DisplayForename ?? ''}
                        open={bankOpen}
                        onOpenChange={setBankOpen}
                      />
                    }
                  />
                )}
                {!handedIn ? (
                  <Alert type="info" role="note" title={t('view.notHandedIn')} description={t('mark.notHandedIn', { name: activeRow.name })} />
                ) : !ready ? (
                  <p role="status">{t('mark.waiting')}</p>
                ) : submission.isPending ? (
                  <p role="status">{t('mark.loading')}</p>
                ) : submission.isError ? (
                  <LoadError message={t('mark.loadFailed', { reason: messageOf(submission.error) })} onRetry={submission.refetch} />
                ) : (
                  <StudentFiles key={activeRow.studentId} attachments={submission.data.StudentAttachments} />
                )}
                {dueDay && (
                  <ExtensionForm key={`extension-${activeRow.studentId}`} dueDay={dueDay} extendedDay={activeRow.extendedDudeDate ?? null} busy={busy} onExtend={actions.extend} />
                )}
                {timeZone && <MarkingHistory key={`history-${activeRow.studentId}`} homeworkId={homeworkId} studentId={activeRow.studentId} timeZone={timeZone} />}
              </section>
            ) : null}
          </section>
        </div>
      )}
      <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      {timeZone && (
        <MarkChangedQuestion
          clash={actions.clash}
          nameOf={(studentId) => nameOf(studentId) ?? ''}
          timeZone={timeZone}
          onKeepTheirs={actions.keepTheirs}
          onSaveMine={actions.saveMine}
          onCancel={actions.leaveClash}
          // The teacher goes on in the student's grade field, theirs or their own now in it.
          afterClose={() => focusField('grade')}
        />
      )}
    </PageFrame>
  );
}
