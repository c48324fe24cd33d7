// Edit (01 §2): reads the homework (with its Version and whether its groups' members changed),
// asks 'Are You Sure?' before saving, then 'Homework saved successfully.'. A save over someone
// else's newer one is refused by the service (409) and its message shown in the banner.
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, isCancelled } from '@homework/platform/api';
import { homeworkDeletedOf, isStaleEditRefusal, type HeldMarks, type Homework } from '@homework/contracts';
import { LoadError, PageFrame, StatusBanner, refetchFailed, useLeaveGuard } from '@homework/ui';
import { countHeldMarks, openAttachment } from '../api/homework-api';
import { useEditHomework } from '../api/homework-writes';
import { lookupFailure, useFormLookups } from '../api/use-form-lookups';
import { useFormMessages, type FormText } from '../messages';
import { useHomeworkToEdit, type HomeworkToEdit } from '../api/use-homework-to-edit';
import { formDraftKey, useFormDraft } from '../state/form-draft';
import { toEditRequest, valuesFromHomework, type HomeworkFormValues } from '../state/form-values';
import { useHomeworkForm } from '../state/use-homework-form';
import { DeletedHomework } from './deleted-homework';
import { DraftOffer } from './draft-offer';
import { HomeworkForm } from './homework-form';
import { MineBeside, StaleEditChoice } from './stale-edit';
import { MarkSchemeField, useSchemeChoice } from '../../mark-scheme';

type Read = Pick<Homework, 'Id' | 'Version' | 'GroupMembershipChanged'> & { attachmentIds: string[] };

/** A save refused because someone else saved since the form read the homework (the service's 409, or 412 for If-Match). */
const isStaleEdit = (failure: unknown) => failure instanceof ApiError && (failure.status === 409 || failure.status === 412) && isStaleEditRefusal(failure.body);

/** Edit's words when turning Release marks together off releases held marks: whom, and who is mailed. */
function turnOffText(t: FormText, held: HeldMarks): string {
  const missed = t('held.missed', { count: held.NoAddress });
  const mail = !held.MailOn
    ? t('held.mailOff')
    : held.Mailed === 0
      ? t('held.noneMailed', { missed })
      : `${t('held.mailed', { count: held.Mailed })}${held.NoAddress === 0 ? '' : ` ${missed}`}`;
  return t('held.turnOff', { count: held.Students, mail });
}

export function EditHomeworkPage() {
  const t = useFormMessages();
  const { homeworkId = '' } = useParams();
  const formLookups = useFormLookups();
  const lookups = formLookups.data ?? null;
  const lookupError = lookupFailure(formLookups.error, t);
  const form = useHomeworkForm();
  const schemeChoice = useSchemeChoice(homeworkId);
  const editing = useEditHomework();
  const draft = useFormDraft(lookups && homeworkId ? formDraftKey(lookups.context.userId, lookups.context.schoolId, homeworkId) : null, form);
  const [read, setRead] = useState<Read | null>(null);
  // After a stale save: the teacher's values, kept while the homework is read afresh, then saved
  // over it ('mine') or shown beside the other save loaded into the form ('theirs').
  const [stale, setStale] = useState(false);
  const afterReread = useRef<{ keep: 'mine' | 'theirs'; mine: HomeworkFormValues } | null>(null);
  const [mineBeside, setMineBeside] = useState<HomeworkFormValues | null>(null);
  const saveRef = useRef<(values: HomeworkFormValues, readNow: Read) => void>(() => undefined);
  const [modal, modalHolder] = Modal.useModal();
  const leaving = useRef(new AbortController());
  const { load, restore } = form;

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  // The form is filled once per read; TanStack Query keeps the read (see useHomeworkToEdit).
  const toEdit = useHomeworkToEdit(homeworkId, !!lookups);
  const filledFrom = useRef<HomeworkToEdit | null>(null);
  useEffect(() => {
    if (!lookups || !toEdit.data || toEdit.isFetching || filledFrom.current === toEdit.data) return;
    filledFrom.current = toEdit.data;
    const { homework, assignedTo } = toEdit.data;
    load(valuesFromHomework(homework, lookups.context.timeZone, assignedTo));
    const nextRead: Read = {
      Id: homework.Id,
      Version: homework.Version,
      GroupMembershipChanged: homework.GroupMembershipChanged,
      attachmentIds: homework.Attachments.map((a) => a.Id),
    };
    setRead(nextRead);
    const pending = afterReread.current;
    afterReread.current = null;
    if (pending?.keep === 'mine') {
      // Theirs is now the one read (its Version); the teacher's values go back over it and are saved.
      restore(pending.mine);
      saveRef.current(pending.mine, nextRead);
    } else if (pending?.keep === 'theirs') setMineBeside(pending.mine);
  }, [lookups, toEdit.data, toEdit.isFetching, load, restore]);
  // Deleted meanwhile, found on reading it or on saving over it: said as such, not as a failure to retry.
  const deletedOf = (failure: unknown) => (failure instanceof ApiError ? homeworkDeletedOf(failure.body) : null);
  const deleted = deletedOf(toEdit.error) ?? deletedOf(editing.error);
  // Once the homework is deleted there is nothing to save the changes to (they stay as its draft,
  // offered back if it is restored), so leaving asks nothing and Open Recently deleted is never blocked.
  const guard = useLeaveGuard((form.unsaved || schemeChoice.changed) && !deleted);
  const loadError = toEdit.error && !isCancelled(toEdit.error) && !deleted ? t('form.loadFailed', { message: toEdit.error.message }) : null;

  function save(values: HomeworkFormValues | null = form.values, readNow: Read | null = read) {
    if (!lookups || !values || !readNow) return;
    const body = toEditRequest(
      values,
      { timeZone: lookups.context.timeZone, currentUserId: lookups.context.userId, subjects: lookups.subjects, teachers: lookups.teachers },
      readNow,
    );
    setStale(false);
    form.saving();
    editing.mutate(
      { body, signal: leaving.current.signal },
      {
        onSuccess: (saved) => {
          // The next save goes with the new Version; the members are now as saved.
          setRead({ Id: saved.Id, Version: saved.Version, GroupMembershipChanged: false, attachmentIds: saved.Attachments.map((a) => a.Id) });
          form.saved(t('form.saved'), values);
          // The scheme chosen is copied onto the homework with the save (decision 0039); the field says so, or why not.
          void schemeChoice.commit(saved.Id).catch(() => null);
        },
        onError: (failure) => {
          if (isCancelled(failure)) return;
          if (isStaleEdit(failure)) setStale(true);
          else form.failed(failure);
        },
      },
    );
  }
  saveRef.current = save;

  /** Reads the homework afresh, keeping the teacher's values for what comes after. */
  function reread(keep: 'mine' | 'theirs') {
    if (!form.values) return;
    afterReread.current = { keep, mine: form.values };
    setStale(false);
    void toEdit.refetch();
  }

  async function confirmSave() {
    if (!lookups || !form.check(lookups.context.timeZone)) return;
    // Turning Release marks together off releases the marks held (decision 0037): the question says
    // how many, who gets mail, and that it cannot be undone.
    let held: HeldMarks | null = null;
    if (toEdit.data?.homework.ReleaseMarksTogether && form.values?.releaseMarksTogether === false) {
      try {
        held = await countHeldMarks(homeworkId);
      } catch (failure) {
        form.failed(failure);
        return;
      }
    }
    const releasing = held !== null && held.Students > 0;
    schemeChoice.questionOpened();
    void modal.confirm({
      title: t('edit.sure'),
      content: (
        <>
          <p>{t('edit.body')}</p>
          <p style={{ marginBottom: releasing ? undefined : 0 }}>{t('edit.whoIsTold')}</p>
          {releasing && (
            <>
              <p>
                <strong>{turnOffText(t, held!)}</strong>
              </p>
              <p style={{ marginBottom: 0 }}>{t('held.cannotUndo')}</p>
            </>
          )}
        </>
      ),
      okText: t('form.save'),
      cancelText: t('form.cancel'),
      onOk: () => save(),
      // The notice of a scheme changed with the save takes the focus once this has given it back.
      afterClose: schemeChoice.questionClosed,
    });
  }

  const error = loadError ?? lookupError;
  const banner = form.banner;
  return (
    <PageFrame title={t('form.editTitle')} label={t('form.editLabel')}>
      {modalHolder}
      {guard.holder}
      <div style={{ marginBottom: banner.kind === 'NONE' && !error && !deleted ? 0 : 16 }}>
        {deleted ? (
          <DeletedHomework deleted={deleted} timeZone={lookups?.context.timeZone ?? null} />
        ) : error ? (
          <LoadError message={error} onRetry={refetchFailed(toEdit, formLookups)} />
        ) : (
          <StatusBanner kind={banner.kind} message={banner.message} />
        )}
      </div>
      {!error && !deleted && !form.values && <Spin description={t('form.loading')} />}
      {stale && <StaleEditChoice busy={toEdit.isFetching} onSaveMine={() => reread('mine')} onUseTheirs={() => reread('theirs')} />}
      {mineBeside && lookups && (
        <MineBeside
          mine={mineBeside}
          subjectName={lookups.subjects.find((subject) => subject.value === mineBeside.subjectId)?.label ?? ''}
          onPutBack={() => {
            restore(mineBeside);
            setMineBeside(null);
          }}
          onClose={() => setMineBeside(null)}
        />
      )}
      {lookups && read && draft.offer && (
        <DraftOffer draft={draft.offer} timeZone={lookups.context.timeZone} onRestore={draft.restore} onDiscard={draft.discard} />
      )}
      {read?.GroupMembershipChanged && (
        // A note to read before saving, not an error: role "note", so it is not announced as an alert.
        <Alert type="warning" role="note" showIcon title={t('form.membersChanged')} style={{ margin: '12px 0' }} />
      )}
      {lookups && form.values && read && (
        <HomeworkForm
          values={form.values}
          errors={form.errors}
          teachers={lookups.teachers}
          subjects={lookups.subjects}
          onChange={form.change}
          onSubmit={() => void confirmSave()}
          submitLabel={t('form.save')}
          saving={editing.isPending}
          openAttachment={(attachment) => openAttachment(read.Id, attachment)}
          savedAttachmentIds={read.attachmentIds}
          confirmLeave={guard.confirmLeave}
          markScheme={<MarkSchemeField choice={schemeChoice} />}
        />
      )}
    </PageFrame>
  );
}
