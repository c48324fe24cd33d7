// Clear Handed In's button and its question (issue 18): before anything is cleared the teacher is
// told exactly what goes — how many hand-ins, marks and submitted files — and for how long it is kept.
import { Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { clearTexts } from '@homework/contracts';
import { useClearSummary } from '../api/clear-calls';

export interface ClearQuestionProps {
  homeworkId: string;
  /** The students whose hand-ins the clear would take, as the clear will send them. */
  studentIds: readonly string[];
  onConfirm(): void;
  onCancel(): void;
}

/** The question itself, open while shown; the counts are asked for when it opens. */
export function ClearQuestion({ homeworkId, studentIds, onConfirm, onCancel }: ClearQuestionProps) {
  const summary = useClearSummary(homeworkId, studentIds);
  const counts = summary.data;
  return (
    <Modal
      open
      title={clearTexts.title}
      okText={clearTexts.confirm}
      cancelText={clearTexts.cancel}
      okButtonProps={{ danger: true, disabled: !counts || counts.HandIns === 0 }}
      onOk={onConfirm}
      onCancel={onCancel}
      // The page places the focus itself: on the Undo once cleared, back on the button otherwise.
      focusable={{ focusTriggerAfterClose: false }}
    >
      {summary.isPending ? (
        <p role="status">{clearTexts.counting}</p>
      ) : summary.isError ? (
        <p role="alert">{clearTexts.countFailed(summary.error.message)}</p>
      ) : counts!.HandIns === 0 ? (
        <p>{clearTexts.nothing}</p>
      ) : (
        <>
          <p id="clear-question-intro">{clearTexts.intro}</p>
          <ul aria-labelledby="clear-question-intro">
            {clearTexts.lines(counts!).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>{clearTexts.kept}</p>
        </>
      )}
    </Modal>
  );
}

export interface ClearButtonProps {
  label: string;
  homeworkId: string;
  /** Read when the button is pressed: the students the clear would send. */
  studentIds(): readonly string[];
  disabled?: boolean;
  loading?: boolean;
  danger?: boolean;
  onConfirm(): void;
  /** Told when the question opens and closes (the marking view rests its shortcuts meanwhile). */
  onOpenChange?(open: boolean): void;
}

/** A Clear button that asks first. */
export function ClearButton({ label, homeworkId, studentIds, disabled, loading, danger, onConfirm, onOpenChange }: ClearButtonProps) {
  const [asking, setAsking] = useState<readonly string[] | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(null);
    onOpenChange?.(false);
  };
  return (
    <>
      <Button
        ref={button}
        danger={danger}
        disabled={disabled}
        loading={loading}
        onClick={() => {
          setAsking(studentIds());
          onOpenChange?.(true);
        }}
      >
        {label}
      </Button>
      {asking && (
        <ClearQuestion
          homeworkId={homeworkId}
          studentIds={asking}
          onConfirm={() => {
            close();
            onConfirm();
          }}
          onCancel={() => {
            close();
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
