// Clear Handed In's button and its question (decision 0016, clears kept 30 days): before anything is
// cleared the teacher is told exactly what goes — how many hand-ins, marks and submitted files — and
// for how long it is kept.
import { Button, Modal } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { WhatGoes } from '@homework/ui';
import { useClearSummary } from '../api/clear-calls';
import { useMarkingMessages } from '../../../messages';
import { clearLines } from '../state/use-cleared-text';

export interface ClearQuestionProps extends QuestionAnswers {
  homeworkId: string;
  /** The students whose hand-ins the clear would take, as the clear will send them. */
  studentIds: readonly string[];
}

/** The question itself, open while shown; the counts are asked for when it opens. */
export function ClearQuestion({ homeworkId, studentIds, onConfirm, onCancel }: ClearQuestionProps) {
  const t = useMarkingMessages();
  const summary = useClearSummary(homeworkId, studentIds);
  const counts = summary.data;
  return (
    // Clear waits for the count, unless it failed (said in the question): a clear can be undone.
    <ClearModal title={t('clear.title')} confirmDisabled={!summary.error && (!counts || counts.HandIns === 0)} onConfirm={onConfirm} onCancel={onCancel}>
      <WhatGoes
        introId="clear-question-intro"
        texts={{
          intro: t('clear.intro'),
          lines: (asked) => clearLines(t, asked),
          kept: t('clear.kept'),
          counting: t('clear.counting'),
          countFailed: (reason) => t('clear.countFailed', { reason }),
        }}
        counts={counts}
        failure={summary.error}
        nothing={counts?.HandIns === 0 ? t('clear.nothing') : null}
      />
    </ClearModal>
  );
}

export interface ClearModalProps extends QuestionAnswers {
  title: string;
  confirmDisabled?: boolean;
  children: ReactNode;
}

/** Every clear's question: its title, Cancel, and a confirm marked as dangerous. */
export function ClearModal({ title, confirmDisabled, onConfirm, onCancel, children }: ClearModalProps) {
  const t = useMarkingMessages();
  return (
    <Modal
      open
      title={title}
      okText={t('clear.confirm')}
      cancelText={t('clear.cancel')}
      okButtonProps={{ danger: true, disabled: confirmDisabled }}
      onOk={onConfirm}
      onCancel={onCancel}
      // The page places the focus itself: on the Undo once cleared, back on the button otherwise.
      focusable={{ focusTriggerAfterClose: false }}
    >
      {children}
    </Modal>
  );
}

/** The question's two answers, as an asking button hands them to its question. */
export interface QuestionAnswers {
  onConfirm(): void;
  onCancel(): void;
}

export interface AskFirstButtonProps {
  label: string;
  disabled?: boolean;
  loading?: boolean;
  danger?: boolean;
  primary?: boolean;
  /**
   * Read when the button is pressed: the question, with what it asks about as it is at that moment;
   * null when there is nothing to ask, and the button goes straight on.
   */
  ask(): ((answers: QuestionAnswers) => ReactNode) | null;
  onConfirm(): void;
  /** Told when the question opens and closes (the marking view rests its shortcuts meanwhile). */
  onOpenChange?(open: boolean): void;
}

/** A button that asks first (when there is something to ask): nothing happens until the question's confirm; Cancel gives the focus back. */
export function AskFirstButton({ label, disabled, loading, danger, primary, ask, onConfirm, onOpenChange }: AskFirstButtonProps) {
  const [asking, setAsking] = useState<{ question: (answers: QuestionAnswers) => ReactNode } | null>(null);
  const [focusBack, setFocusBack] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Once the question is gone from the page: while it is there its focus trap takes the focus back.
  useEffect(() => {
    if (asking || !focusBack) return;
    button.current?.focus();
    setFocusBack(false);
  }, [asking, focusBack]);
  const close = () => {
    setAsking(null);
    onOpenChange?.(false);
  };
  return (
    <>
      <Button
        ref={button}
        type={primary ? 'primary' : undefined}
        danger={danger}
        disabled={disabled}
        loading={loading}
        onClick={() => {
          const question = ask();
          if (!question) return onConfirm();
          setAsking({ question });
          onOpenChange?.(true);
        }}
      >
        {label}
      </Button>
      {asking?.question({
        onConfirm: () => {
          close();
          onConfirm();
        },
        onCancel: () => {
          close();
          setFocusBack(true);
        },
      })}
    </>
  );
}

export interface ClearButtonProps extends Omit<AskFirstButtonProps, 'ask'> {
  homeworkId: string;
  /** Read when the button is pressed: the students the clear would send. */
  studentIds(): readonly string[];
}

/** A Clear (hand-ins) button that asks first, with what goes counted by the server. */
export function ClearButton({ homeworkId, studentIds, ...button }: ClearButtonProps) {
  return (
    <AskFirstButton
      {...button}
      ask={() => {
        const asked = studentIds();
        return (answers) => <ClearQuestion homeworkId={homeworkId} studentIds={asked} {...answers} />;
      }}
    />
  );
}
