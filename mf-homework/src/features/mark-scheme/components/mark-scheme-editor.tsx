// The mark schemes' editor (decision 0039), loaded when first opened: the teacher's own schemes and
// the school's, each edited or deleted by whoever may change it. A scheme is checked as it is saved
// (markSchemeProblemOf, the server's own rule) and said in words; an edit and a delete ask first inside
// the dialog and the notice after each offers Undo. Homework keeps its own copy whatever happens here.
import { useState } from 'react';
import { Alert, Button, Modal, Radio, Space } from 'antd';
import { useMutation, useQueryClient } from '@homework/platform/api';
import type { MarkScheme, MarkSchemeContent, MarkSchemeOwner, SaveMarkSchemeRequest } from '@homework/contracts';
import { markSchemeProblemOf, schemeProblemMessage } from '@homework/contracts/mark-schemes';
import { useEditorMessages } from '../editor/messages';
import { UndoNotice, type UndoNoticeState } from '@homework/ui';
import { deleteScheme, restoreScheme, saveScheme, schemesKey } from '../api/scheme-calls';
import { SchemeContentForm, emptyScheme } from './scheme-content-form';

export interface MarkSchemeEditorProps {
  open: boolean;
  schemes: MarkScheme[];
  canAddToSchool: boolean;
  onClose(): void;
}

type Editing = { id: string | null; version: number | null; owner: MarkSchemeOwner; content: MarkSchemeContent; before: MarkScheme | null };
type Mode = { kind: 'list' } | { kind: 'editing'; editing: Editing } | { kind: 'asking'; what: 'edit'; editing: Editing } | { kind: 'asking'; what: 'delete'; scheme: MarkScheme };
type Undo = (() => Promise<unknown>) | null;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const contentOf = (s: MarkScheme): MarkSchemeContent => ({ Name: s.Name, Criteria: s.Criteria, Bands: s.Bands });
const bodyOf = (e: Editing): SaveMarkSchemeRequest => ({ ...e.content, Owner: e.owner, ...(e.id ? { Id: e.id, Version: e.version ?? 1 } : {}) });

export function MarkSchemeEditor({ open, schemes, canAddToSchool, onClose }: MarkSchemeEditorProps) {
  const t = useEditorMessages();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<UndoNoticeState | null>(null);
  const [undo, setUndo] = useState<Undo>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: schemesKey() });
  /** Back to the list; the focus to New mark scheme, unless a notice's Undo is taking it. */
  const toList = (focusNew = true) => {
    setProblem(null);
    setMode({ kind: 'list' });
    if (focusNew) setTimeout(() => document.getElementById('scheme-new')?.focus());
  };

  const save = useMutation({
    mutationFn: (editing: Editing) => saveScheme(bodyOf(editing)),
    onSuccess: async (saved, editing) => {
      await refresh();
      const before = editing.before;
      setUndo(() => (before ? () => saveScheme({ ...contentOf(before), Owner: before.Owner, Id: saved.Id, Version: saved.Version }) : null));
      setNotice(before ? { kind: 'done', undoOf: `edit-${saved.Id}-${saved.Version}`, title: t('ed.edited', { name: saved.Name }) } : { kind: 'undone', title: t('ed.saved', { name: saved.Name }) });
      toList(!before);
    },
    onError: (error, editing) => {
      setProblem(t('ed.saveFailed', { message: messageOf(error) }));
      setMode({ kind: 'editing', editing });
    },
  });
  const remove = useMutation({
    mutationFn: (scheme: MarkScheme) => deleteScheme({ Id: scheme.Id }),
    onSuccess: async (deleted) => {
      await refresh();
      setUndo(() => () => restoreScheme({ Id: deleted.Id }));
      setNotice({ kind: 'done', undoOf: `delete-${deleted.Id}`, title: t('ed.deleted', { name: deleted.Name }) });
      toList(false);
    },
    onError: (error) => {
      setNotice({ kind: 'failed', message: t('ed.changeFailed', { message: messageOf(error) }) });
      toList();
    },
  });
  const undoing = useMutation({
    mutationFn: () => undo!(),
    onSuccess: async () => {
      await refresh();
      setNotice({ kind: 'undone', title: notice?.kind === 'done' && notice.undoOf.startsWith('delete') ? t('ed.deleteUndone') : t('ed.editUndone') });
      setUndo(null);
      // Undo goes with the notice's change: the focus to New mark scheme, never lost.
      setTimeout(() => document.getElementById('scheme-new')?.focus());
    },
    onError: (error) => setNotice({ kind: 'failed', message: t('ed.changeFailed', { message: messageOf(error) }) }),
  });

  const trySave = (editing: Editing) => {
    const found = markSchemeProblemOf(editing.content);
    if (found) {
      const { key, values } = schemeProblemMessage(found);
      return setProblem(t(`problem.${key}`, values));
    }
    setProblem(null);
    if (editing.id) setMode({ kind: 'asking', what: 'edit', editing });
    else save.mutate(editing);
  };

  const footer = (() => {
    if (mode.kind === 'editing')
      return (
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => trySave(mode.editing)}>
            {t('ed.save')}
          </Button>
          <Button onClick={() => toList()}>{t('ed.cancel')}</Button>
        </Space>
      );
    if (mode.kind === 'asking') {
      const q = mode.what === 'edit' ? { confirm: t('ed.editConfirm'), cancel: t('ed.editCancel') } : { confirm: t('ed.deleteConfirm'), cancel: t('ed.deleteCancel') };
      return (
        <Space>
          {/* The focus lands on the answer that goes ahead; Tab reaches the way back. */}
          <Button
            type="primary"
            danger={mode.what === 'delete'}
            autoFocus
            loading={save.isPending || remove.isPending}
            onClick={() => (mode.what === 'edit' ? save.mutate(mode.editing) : remove.mutate(mode.scheme))}
          >
            {q.confirm}
          </Button>
          <Button onClick={() => (mode.what === 'edit' ? setMode({ kind: 'editing', editing: mode.editing }) : toList())}>{q.cancel}</Button>
        </Space>
      );
    }
    return <Button onClick={onClose}>{t('ed.close')}</Button>;
  })();

  return (
    <Modal open={open} title={t('ed.title')} onCancel={onClose} footer={footer} width={760} destroyOnHidden>
      <UndoNotice notice={notice} undoLabel={t('ed.undo')} busy={undoing.isPending} undo={() => undoing.mutate()} dismiss={() => setNotice(null)} />
      {problem && <Alert type="error" role="alert" showIcon title={problem} style={{ margin: '8px 0' }} />}
      {mode.kind === 'list' && (
        <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
          <Button
            id="scheme-new"
            type="primary"
            style={{ justifySelf: 'start' }}
            onClick={() => setMode({ kind: 'editing', editing: { id: null, version: null, owner: 'own', content: emptyScheme(), before: null } })}
          >
            {t('ed.new')}
          </Button>
          {schemes.length === 0 ? (
            <p>{t('ed.none')}</p>
          ) : (
            <ul aria-label={t('ed.title')} style={{ paddingLeft: 0, listStyle: 'none', margin: 0 }}>
              {schemes.map((scheme) => (
                <li key={scheme.Id} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0' }}>
                  <span style={{ flex: 1 }}>
                    {scheme.Name} <span style={{ color: '#595959' }}>({t(`ed.${scheme.Owner}`)})</span>
                  </span>
                  {scheme.CanEdit && (
                    <>
                      <Button
                        aria-label={`${t('ed.edit')} ${scheme.Name}`}
                        onClick={() =>
                          setMode({ kind: 'editing', editing: { id: scheme.Id, version: scheme.Version, owner: scheme.Owner, content: contentOf(scheme), before: scheme } })
                        }
                      >
                        {t('ed.edit')}
                      </Button>
                      <Button aria-label={`${t('ed.delete')} ${scheme.Name}`} danger onClick={() => setMode({ kind: 'asking', what: 'delete', scheme })}>
                        {t('ed.delete')}
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {mode.kind === 'editing' && (
        <section aria-labelledby="scheme-editing-title">
          <h3 id="scheme-editing-title">{mode.editing.before ? t('ed.editScheme', { name: mode.editing.before.Name }) : t('ed.new')}</h3>
          {!mode.editing.id && canAddToSchool && (
            <Radio.Group
              aria-label={t('ed.owner')}
              value={mode.editing.owner}
              onChange={(e) => setMode({ kind: 'editing', editing: { ...mode.editing, owner: e.target.value as MarkSchemeOwner } })}
              options={(['own', 'school'] as const).map((owner) => ({ value: owner, label: t(`ed.${owner}`) }))}
              style={{ marginBottom: 12 }}
            />
          )}
          <SchemeContentForm content={mode.editing.content} onChange={(content) => setMode({ kind: 'editing', editing: { ...mode.editing, content } })} />
        </section>
      )}
      {mode.kind === 'asking' && (
        <section aria-labelledby="scheme-question-title" style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 12 }}>
          <h3 id="scheme-question-title" style={{ marginTop: 0 }}>
            {mode.what === 'edit' ? t('ed.editTitle') : t('ed.deleteTitle')}
          </h3>
          <ul>
            {[mode.what === 'edit' ? t('ed.replaces', { name: mode.editing.before!.Name }) : t('ed.deletes', { name: mode.scheme.Name }), t('ed.copiesKept')].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{mode.what === 'edit' ? t('ed.editKept') : t('ed.deleteKept')}</p>
        </section>
      )}
    </Modal>
  );
}
