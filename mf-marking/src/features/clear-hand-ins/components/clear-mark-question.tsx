// Clear Grade and Comment asks first too (the rule of decision 0016 for every clear): the question
// names the grade and the comment that go, by their values (a long comment by its opening), and says
// how long they are kept; the Undo after it is the same notice as a clear of hand-ins.
import { WhatGoes } from '@homework/ui';
import { AskFirstButton, ClearModal, type AskFirstButtonProps, type QuestionAnswers } from './clear-question';
import { useMarkingMessages } from '../../../messages';
import { clearMarkLines } from '../state/use-cleared-text';

export interface MarkToClear {
  result: string | null;
  comments: string | null;
}

export interface ClearMarkQuestionProps extends QuestionAnswers {
  mark: MarkToClear;
}

export function ClearMarkQuestion({ mark, onConfirm, onCancel }: ClearMarkQuestionProps) {
  const t = useMarkingMessages();
  return (
    <ClearModal title={t('clearMark.title')} onConfirm={onConfirm} onCancel={onCancel}>
      <WhatGoes introId="clear-mark-question-intro" texts={{ intro: t('clear.intro'), lines: (asked) => clearMarkLines(t, asked), kept: t('clearMark.kept') }} counts={mark} />
    </ClearModal>
  );
}

export interface ClearMarkButtonProps extends Omit<AskFirstButtonProps, 'ask'> {
  /** Read when the button is pressed: the student's grade and comment as the page shows them. */
  mark(): MarkToClear;
}

export function ClearMarkButton({ mark, ...button }: ClearMarkButtonProps) {
  return (
    <AskFirstButton
      {...button}
      ask={() => {
        const asked = mark();
        return (answers) => <ClearMarkQuestion mark={asked} {...answers} />;
      }}
    />
  );
}
