// The comment bank (decision 0035), loaded when first opened: a search box that is a combobox over the
// bank's comments (arrows choose, Enter inserts, as the WAI-ARIA combobox pattern), most used first;
// the chosen comment's Insert, Edit and Delete; edit and delete ask first and offer Undo. A modal
// dialog: the focus stays inside until it closes, then returns to the comment.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input, Modal, Space, Spin } from 'antd';
import type { InputRef } from 'antd';
import { useQuery } from '@homework/platform/api';
import { type BankComment } from '@homework/contracts';
import { useBankDialogMessages } from './messages';
import { LoadError, OwnText, UndoNotice } from '@homework/ui';
import { commentBankQuery } from '../api/bank-calls';
import { useBankChanges } from '../state/use-bank-changes';
import { useBankSearch } from '../state/use-bank-search';
import { BankQuestion, type BankQuestionOf } from './bank-question';

export interface CommentBankDialogProps {
  open: boolean;
  subjectId: string | null;
  onInsert(comment: BankComment): void;
  onClose(): void;
  afterClose(): void;
}

type Mode = { kind: 'list' } | { kind: 'editing'; comment: BankComment; text: string } | { kind: 'asking'; comment: BankComment; question: BankQuestionOf };

const LISTBOX_ID = 'comment-bank-list';
const optionId = (comment: BankComment) => `comment-bank-option-${comment.Id}`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function CommentBankDialog({ open, subjectId, onInsert, onClose, afterClose }: CommentBankDialogProps) {
  const t = useBankDialogMessages();
  const bank = useQuery(commentBankQuery(subjectId));
  const search = useBankSearch(bank.data?.Comments);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const searchBox = useRef<InputRef>(null);
  const backToSearch = () => {
    setMode({ kind: 'list' });
    setTimeout(() => searchBox.current?.focus());
  };
  const changes = useBankChanges(backToSearch);
  const { active } = search;

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      search.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onInsert(active);
    }
  };
  const confirm = async () => {
    if (mode.kind !== 'asking') return;
    const { comment, question } = mode;
    const done = await changes.make(question.kind === 'edit' ? { kind: 'edit', comment, text: question.after } : { kind: 'delete', comment });
    if (!done) backToSearch();
    else setMode({ kind: 'list' });
  };

  return (
    <Modal
      open={open}
      title={t('bank.title')}
      onCancel={onClose}
      afterClose={afterClose}
      afterOpenChange={(opened) => opened && searchBox.current?.focus()}
      // The comment takes the focus back (with the cursor after what was inserted), not the button.
      focusTriggerAfterClose={false}
      // Escape closes the bank, never a half-made edit or an open question.
      keyboard={mode.kind === 'list'}
      footer={<Button onClick={onClose}>{t('bank.close')}</Button>}
      width={640}
    >
      <UndoNotice notice={changes.notice} undoLabel={t('bank.undo')} busy={changes.busy} undo={changes.undo} dismiss={changes.dismiss} />
      <label htmlFor="comment-bank-search">{t('bank.search')}</label>
      <Input
        id="comment-bank-search"
        ref={searchBox}
        autoFocus
        role="combobox"
        aria-expanded={search.shown.length > 0}
        aria-controls={LISTBOX_ID}
        aria-autocomplete="list"
        aria-activedescendant={active ? optionId(active) : undefined}
        aria-describedby="comment-bank-hint"
        value={search.search}
        disabled={mode.kind !== 'list'}
        onChange={(event) => search.setSearch(event.target.value)}
        onKeyDown={onSearchKey}
      />
      <p id="comment-bank-hint" style={{ fontSize: '0.9em' }}>
        {t('bank.hint', { tag: '{{StudentName}}' })}
      </p>
      {bank.isPending ? (
        <Spin>
          <p role="status">{t('bank.loading')}</p>
        </Spin>
      ) : bank.isError ? (
        <LoadError message={t('bank.loadFailed', { reason: messageOf(bank.error) })} onRetry={() => void bank.refetch()} />
      ) : (
        <>
          <p role="status" aria-live="polite">
            {bank.data.Comments.length === 0 ? t('bank.empty')
              : search.found.length === 0 ? t('bank.noMatch', { search: search.search.trim() })
              : search.found.length > search.shown.length ? t('bank.foundMore', { count: search.found.length, shown: search.shown.length })
              : t('bank.found', { count: search.found.length })}
          </p>
          <ul id={LISTBOX_ID} role="listbox" aria-label={t('bank.list')} style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 280, overflowY: 'auto' }}>
            {search.shown.map((comment, index) => (
              <li
                key={comment.Id}
                id={optionId(comment)}
                role="option"
                aria-selected={index === search.activeIndex}
                onClick={() => onInsert(comment)}
                onMouseMove={() => index !== search.activeIndex && search.choose(index)}
                style={{
                  padding: '6px 8px',
                  cursor: 'pointer',
                  borderRadius: 4,
                  outline: index === search.activeIndex ? '2px solid #0958d9' : 'none',
                  outlineOffset: -2,
                  background: index === search.activeIndex ? '#e6f4ff' : undefined,
                }}
              >
                <OwnText>{comment.Text}</OwnText>
                <br />
                <span style={{ fontSize: '0.85em', color: '#595959' }}>
                  {t(`bank.${comment.Bank}`)} · {t('bank.used', { uses: comment.Uses })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {active && mode.kind === 'list' && (
        <Space style={{ marginTop: 12 }} aria-label={t('bank.chosen')} role="group">
          <Button type="primary" onClick={() => onInsert(active)}>
            {t('bank.insert')}
          </Button>
          {active.CanEdit && (
            <>
              <Button onClick={() => setMode({ kind: 'editing', comment: active, text: active.Text })}>{t('bank.edit')}</Button>
              <Button danger onClick={() => setMode({ kind: 'asking', comment: active, question: { kind: 'delete', bank: active.Bank, text: active.Text } })}>
                {t('bank.delete')}
              </Button>
            </>
          )}
        </Space>
      )}
      {mode.kind === 'editing' && (
        <div style={{ display: 'grid', gap: 8, marginTop: 12 }}>
          <label htmlFor="comment-bank-edit">{t('bank.editLabel')}</label>
          <Input.TextArea id="comment-bank-edit" autoFocus rows={3} value={mode.text} onChange={(event) => setMode({ ...mode, text: event.target.value })} />
          <Space>
            <Button
              type="primary"
              disabled={mode.text.trim() === '' || mode.text.trim() === mode.comment.Text}
              onClick={() => setMode({ kind: 'asking', comment: mode.comment, question: { kind: 'edit', bank: mode.comment.Bank, before: mode.comment.Text, after: mode.text.trim() } })}
            >
              {t('bank.saveEdit')}
            </Button>
            <Button onClick={backToSearch}>{t('bank.cancelEdit')}</Button>
          </Space>
        </div>
      )}
      {mode.kind === 'asking' && <BankQuestion question={mode.question} busy={changes.busy} onConfirm={() => void confirm()} onCancel={backToSearch} />}
    </Modal>
  );
}
