// The composer's draft in the browser (decision 0018): written at every change while anything is typed
// or chosen, forgotten once a send reached anyone, when it is discarded or when the teacher leaves on
// purpose; the kept one is offered back until the teacher types, restores or discards it.
import { useState } from 'react';
import { browserDraftStorage, draftKey, forgetDraft, keepDraft, readDraft } from '@homework/platform/drafts';
import { useSchoolContext } from '@homework/platform/api';
import { hasUnsentWork, parseKeptMessage, type ComposeValues, type KeptMessage } from '../utils/message-draft';

export function useKeptMessage() {
  const context = useSchoolContext();
  const storage = browserDraftStorage();
  const key = context.data && storage ? draftKey('message', context.data.userId, context.data.schoolId) : null;
  const [answered, setAnswered] = useState(false);
  const kept = key && storage && !answered ? parseKeptMessage(readDraft(storage, key)) : null;
  const offered: KeptMessage | null = kept && hasUnsentWork({ ...kept, attachments: [] }) ? kept : null;

  const keep = (values: ComposeValues) => {
    setAnswered(true);
    if (!key || !storage) return;
    if (!hasUnsentWork(values)) return forgetDraft(storage, key);
    const { assignedTo, sendTo, subject, message } = values;
    const welsh = values.bilingual ? { welsh: { subject: values.subjectCy, message: values.messageCy } } : {};
    keepDraft(storage, key, { assignedTo, sendTo, subject, message, savedAt: new Date().toISOString(), ...welsh } satisfies KeptMessage);
  };
  const forget = () => {
    setAnswered(true);
    if (key && storage) forgetDraft(storage, key);
  };
  return { offered, keep, forget, timeZone: context.data?.timeZone ?? null };
}
