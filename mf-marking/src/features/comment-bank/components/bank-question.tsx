// Edit and delete ask first, inside the bank: what goes (the text replaced, or the comment deleted),
// that it can be undone, and who else loses it when the bank is shared.
import { Button, Space } from 'antd';
import { excerptOf, type CommentBankKind } from '@homework/contracts';
import { useBankDialogMessages } from './messages';
import { WhatGoes } from '@homework/ui';

export type BankQuestionOf =
  | { kind: 'edit'; bank: CommentBankKind; before: string; after: string }
  | { kind: 'delete'; bank: CommentBankKind; text: string };

export interface BankQuestionProps {
  question: BankQuestionOf;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function BankQuestion({ question, busy, onConfirm, onCancel }: BankQuestionProps) {
  const t = useBankDialogMessages();
  const kind = question.kind;
  const shared = question.bank === 'own' ? null : t(`${kind}.shared`, { bank: question.bank });
  return (
    <section aria-labelledby="bank-question-title" style={{ border: '1px solid #d9d9d9', borderRadius: 6, padding: 12 }}>
      <h3 id="bank-question-title" style={{ marginTop: 0 }}>
        {t(`${kind}.title`)}
      </h3>
      {question.kind === 'edit' ? (
        <WhatGoes
          introId="bank-question-intro"
          texts={{
            intro: t('edit.intro'),
            lines: ({ before, after }) => [t('edit.before', { text: excerptOf(before) }), t('edit.after', { text: excerptOf(after) })],
            kept: t('edit.kept'),
          }}
          counts={question}
        />
      ) : (
        <WhatGoes
          introId="bank-question-intro"
          texts={{ intro: t('delete.intro'), lines: ({ text, bank }) => [t('delete.line', { text: excerptOf(text), bank })], kept: t('delete.kept') }}
          counts={question}
        />
      )}
      {shared && <p>{shared}</p>}
      <Space>
        {/* The focus lands on the answer that goes ahead: Enter confirms what was just chosen, Tab reaches the way back. */}
        <Button type="primary" danger={question.kind === 'delete'} autoFocus loading={busy} onClick={onConfirm}>
          {t(`${kind}.confirm`)}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t(`${kind}.cancel`)}
        </Button>
      </Space>
    </section>
  );
}
