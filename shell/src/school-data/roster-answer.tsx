// What a Check or an Import answered: counts per kind of record, or every problem with where it is.
// Real tables with headers, under a heading that takes the focus when the answer arrives.
import { Table, Typography } from 'antd';
import { forwardRef } from 'react';
import type { Language, RosterChange, RosterImportAnswer, RosterProblem } from '@homework/contracts';
import { useActiveLanguage } from '@homework/platform/messages';
import { schoolDataMessages } from './messages';
import { answerHeading, notesHeading, problemsAdvice, removedText, whereOf } from './school-data-rules';

type Say = ReturnType<typeof schoolDataMessages.useMessages>;

const changeColumns = (t: Say, language: Language) => [
  { title: t('answer.records'), dataIndex: 'Kind', key: 'kind' },
  { title: t('answer.added'), dataIndex: 'Added', key: 'added', align: 'right' as const },
  { title: t('answer.changed'), dataIndex: 'Changed', key: 'changed', align: 'right' as const },
  { title: t('answer.removedOrLeft'), key: 'removed', align: 'right' as const, render: (_: unknown, change: RosterChange) => removedText(change, language) },
];

/** The problems' or the notes' table: where each is, and what it says (the server's words). */
const placeColumns = (t: Say, language: Language, what: string) => [
  { title: t('answer.where'), key: 'where', render: (_: unknown, problem: RosterProblem) => whereOf(problem, language) },
  { title: what, dataIndex: 'Reason', key: 'reason' },
];

export const RosterAnswer = forwardRef<HTMLHeadingElement, { answer: RosterImportAnswer }>(function RosterAnswer({ answer }, headingRef) {
  const t = schoolDataMessages.useMessages();
  const language = useActiveLanguage();
  const problems = answer.Problems.length > 0;
  return (
    <section aria-labelledby="roster-answer-heading" className="school-data-answer">
      <Typography.Title level={3} id="roster-answer-heading" ref={headingRef} tabIndex={-1}>
        {answerHeading(answer, language)}
      </Typography.Title>
      {problems ? (
        <>
          <Typography.Paragraph>{problemsAdvice(answer.Problems, language)}</Typography.Paragraph>
          <Table<RosterProblem>
            size="small"
            pagination={false}
            columns={placeColumns(t, language, t('answer.problem'))}
            dataSource={answer.Problems}
            rowKey={(problem) => `${whereOf(problem)}: ${problem.Reason}`}
          />
        </>
      ) : (
        answer.Changes.length > 0 && (
          <Table<RosterChange> size="small" pagination={false} columns={changeColumns(t, language)} dataSource={answer.Changes} rowKey="Kind" />
        )
      )}
      {answer.Notes.length > 0 && (
        <>
          <Typography.Title level={4} id="roster-notes-heading">
            {notesHeading(answer.Notes, language)}
          </Typography.Title>
          <Table<RosterProblem>
            size="small"
            pagination={false}
            aria-labelledby="roster-notes-heading"
            columns={placeColumns(t, language, t('answer.note'))}
            dataSource={answer.Notes}
            rowKey={(note) => `${whereOf(note)}: ${note.Reason}`}
          />
        </>
      )}
    </section>
  );
});
