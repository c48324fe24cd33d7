// The form's Mark scheme (decision 0039): none (the spec's form), one of the teacher's own or the
// school's. On Edit of a homework with marks, a change asks first, saying how many marks it affects
// and what happens to them. "Mark schemes…" opens the editor, whose code loads when first opened.
import { useState } from 'react';
import { Button, Flex, Form, Modal, Select, Typography } from 'antd';
import { useLoadedModule } from '@homework/platform/remote';
import { UndoNotice } from '@homework/ui';
import { useSchemeFieldMessages } from '../messages';
import { KEEP_COPY, type SchemeChoice } from '../state/use-scheme-choice';
import { editorLoader } from './editor-loader';

const FIELD_ID = 'homework-mark-scheme';
const NONE = '';

export function MarkSchemeField({ choice }: { choice: SchemeChoice }) {
  const t = useSchemeFieldMessages();
  const [editorOpen, setEditorOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const editor = useLoadedModule(editorLoader, opened > 0);
  const group = (owner: 'own' | 'school') => ({
    label: t(`scheme.${owner}`),
    options: choice.schemes.filter((s) => s.Owner === owner).map((s) => ({ value: s.Id, label: s.Name })),
  });
  const options = [
    { value: NONE, label: t('scheme.none') },
    ...(choice.value === KEEP_COPY && choice.copyName ? [{ value: KEEP_COPY, label: t('scheme.copy', { name: choice.copyName }) }] : []),
    ...[group('own'), group('school')].filter((g) => g.options.length > 0),
  ];
  const question = choice.question;
  return (
    <Form.Item label={t('scheme.field')} htmlFor={FIELD_ID} extra={t('scheme.help')}>
      {/* Flex, not Space: the list is then a child of the row, whose width caps it on a phone. */}
      <Flex wrap gap="small" align="center">
        <Select
          id={FIELD_ID}
          style={{ width: 'auto', minWidth: 'min(280px, 100%)' }}
          value={choice.value ?? NONE}
          options={options}
          onChange={(next: string) => void choice.choose(next === NONE ? null : next)}
        />
        <Button
          aria-haspopup="dialog"
          onClick={() => {
            setOpened((n) => n + 1);
            setEditorOpen(true);
          }}
        >
          {t('scheme.manage')}
        </Button>
      </Flex>
      <UndoNotice
        notice={
          choice.undoable &&
          (choice.undoable.undone
            ? { kind: 'undone', title: t('scheme.undone') }
            : { kind: 'done', undoOf: choice.undoable.done.CopyId ?? 'none', title: t('scheme.changed') })
        }
        undoLabel={t('scheme.undo')}
        busy={choice.undoing}
        // Undo goes as the notice changes: the focus back to the field, never lost.
        undo={() => void choice.undo().then(() => document.getElementById(FIELD_ID)?.focus())}
        dismiss={choice.dismiss}
      />
      {choice.failure && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {t('scheme.changeFailed', { message: choice.failure })}
        </Typography.Text>
      )}
      {choice.loadFailed && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {t('scheme.loadFailed', { message: choice.loadFailed.message })}
        </Typography.Text>
      )}
      <Modal
        open={!!question}
        title={t('scheme.changeTitle')}
        okText={t('scheme.confirm')}
        cancelText={t('scheme.keep')}
        onOk={() => choice.answer(true)}
        onCancel={() => choice.answer(false)}
        afterClose={() => document.getElementById(FIELD_ID)?.focus()}
      >
        {question && (
          <ul>
            {[
              t('scheme.marks', { count: question.counts.Marks }),
              question.counts.WithLevels === 0 ? t('scheme.noLevels') : t('scheme.levels', { count: question.counts.WithLevels }),
            ].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </Modal>
      {editor && (
        <editor.MarkSchemeEditor key={opened} open={editorOpen} canAddToSchool={choice.canAddToSchool} schemes={choice.schemes} onClose={() => setEditorOpen(false)} />
      )}
    </Form.Item>
  );
}
