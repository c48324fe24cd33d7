// Create (01 §2): defaults set by the creating teacher, available today, due a week later; on
// success, the all-homework list sorted by created date for the set-by teacher, with 'Homework created.'.
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isCancelled } from '@homework/platform/api';
import { useActiveLanguage } from '@homework/platform/messages';
import { LoadError, PageFrame, StatusBanner, useLeaveGuard } from '@homework/ui';
import { statusRouteState } from '../../../lib/page-status';
import { useCreateHomework } from '../api/homework-writes';
import { useFormMessages } from '../messages';
import { lookupFailure, useFormLookups } from '../api/use-form-lookups';
import { formDraftKey, useFormDraft } from '../state/form-draft';
import { createDefaults, toSaveRequest } from '../state/form-values';
import { useHomeworkForm } from '../state/use-homework-form';
import { DraftOffer } from './draft-offer';
import { HomeworkForm } from './homework-form';
import { MarkSchemeField, markSchemeNotChosen, useSchemeChoice } from '../../mark-scheme';

/** Where a created homework is shown: newest first, for its set-by teacher, spelled as 01 §5 gives the redirect. */
export const createdHomeworkListPath = (setById: string) =>
  `/homework/all-homework/SortBy/CreatedDate/SetBy/${encodeURIComponent(setById)}`;

export function CreateHomeworkPage() {
  const t = useFormMessages();
  const language = useActiveLanguage();
  const navigate = useNavigate();
  const formLookups = useFormLookups();
  const lookups = formLookups.data ?? null;
  const error = lookupFailure(formLookups.error, t);
  const form = useHomeworkForm();
  const schemeChoice = useSchemeChoice(null);
  const creating = useCreateHomework();
  // A scheme chosen and not yet saved is unsaved work too (decision 0039).
  const guard = useLeaveGuard(form.unsaved || schemeChoice.changed);
  const draft = useFormDraft(lookups && formDraftKey(lookups.context.userId, lookups.context.schoolId, null), form);
  const leaving = useRef(new AbortController());
  const { load } = form;

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (lookups) load(createDefaults(new Date(), lookups.context.timeZone, lookups.context.userId));
  }, [lookups, load]);

  function create() {
    if (!lookups || !form.values || !form.check(lookups.context.timeZone)) return;
    const body = toSaveRequest(form.values, {
      timeZone: lookups.context.timeZone,
      currentUserId: lookups.context.userId,
      subjects: lookups.subjects,
      teachers: lookups.teachers,
    });
    form.saving();
    creating.mutate(
      { body, signal: leaving.current.signal },
      {
        onSuccess: async (created) => {
          draft.discard();
          guard.release();
          // The scheme chosen is copied onto the homework now it exists (decision 0039); a failure is said
          // on the list instead of the spec's message, since the homework itself was created.
          const schemeFailure = await schemeChoice.commit(created.Id).then(
            () => null,
            (failure: unknown) => markSchemeNotChosen(failure, language),
          );
          navigate(createdHomeworkListPath(body.SetById), {
            // 'all': the new homework shows whatever its due date and whatever State filter was saved.
            state: statusRouteState(schemeFailure ? { kind: 'ERROR', message: schemeFailure } : { kind: 'SUCCESS', message: t('form.created') }, 'all'),
          });
        },
        onError: (failure) => {
          if (!isCancelled(failure)) form.failed(failure);
        },
      },
    );
  }

  const banner = form.banner;
  return (
    <PageFrame title={t('form.createTitle')} label={t('form.createLabel')}>
      {guard.holder}
      <div style={{ marginBottom: banner.kind === 'NONE' && !error ? 0 : 16 }}>
        {error ? <LoadError message={error} onRetry={() => formLookups.refetch()} /> : <StatusBanner kind={banner.kind} message={banner.message} />}
      </div>
      {!error && !form.values && <Spin description={t('form.loading')} />}
      {lookups && draft.offer && <DraftOffer draft={draft.offer} timeZone={lookups.context.timeZone} onRestore={draft.restore} onDiscard={draft.discard} />}
      {lookups && form.values && (
        <HomeworkForm
          values={form.values}
          errors={form.errors}
          teachers={lookups.teachers}
          subjects={lookups.subjects}
          onChange={form.change}
          onSubmit={create}
          submitLabel={t('form.create')}
          saving={creating.isPending}
          confirmLeave={guard.confirmLeave}
          markScheme={<MarkSchemeField choice={schemeChoice} />}
        />
      )}
    </PageFrame>
  );
}
