// What a Check or an Import answered: counts per kind of record, or every problem with where it is.
// Real tables with headers, under a heading that takes the focus when the answer arrives.
import { Table, Typography } from 'antd';
import { forwardRef } from 'react';
import type { RosterChange, RosterImportAnswer, RosterProblem } from '@homework/contracts';
import { answerHeading, notesHeading, problemsAdvice, removedText, whereOf } from './school-data-rules';

const CHANGE_COLUMNS = [
  { title: 'Records', dataIndex: 'Kind', key: 'kind' },
  { title: 'Added', dataIndex: 'Added', key: 'added', align: 'right' as const },
  { title: 'Changed', dataIndex: 'Changed', key: 'changed', align: 'right' as const },
  { title: 'Removed or left', key: 'removed', align: 'right' as const, render: (_: unknown, change: RosterChange) => removedText(change) },
];

const PROBLEM_COLUMNS = [
  { title: 'Where', key: 'where', render: (_: unknown, problem: RosterProblem) => whereOf(problem) },
  { title: 'Problem', dataIndex: 'Reason', key: 'reason' },
];

const NOTE_COLUMNS = [
  { title: 'Where', key: 'where', render: (_: unknown, note: RosterProblem) => whereOf(note) },
  { title: 'Note', dataIndex: 'Reason', key: 'reason' },
];

export const RosterAnswer = forwardRef<HTMLHeadingElement, { answer: RosterImportAnswer }>(function RosterAnswer({ answer }, headingRef) {
  const problems = answer.Problems.length > 0;
  return (
    <section aria-labelledby="roster-answer-heading" className="school-data-answer">
      <Typography.Title level={3} id="roster-answer-heading" ref={headingRef} tabIndex={-1}>
        {answerHeading(answer)}
      </Typography.Title>
      {problems ? (
        <>
          <Typography.Paragraph>{problemsAdvice(answer.Problems)}</Typography.Paragraph>
          <Table<RosterProblem>
            size="small"
            pagination={false}
            columns={PROBLEM_COLUMNS}
            dataSource={answer.Problems}
            rowKey={(problem) => `${whereOf(problem)}: ${problem.Reason}`}
          />
        </>
      ) : (
        answer.Changes.length > 0 && (
          <Table<RosterChange> size="small" pagination={false} columns={CHANGE_COLUMNS} dataSource={answer.Changes} rowKey="Kind" />
        )
      )}
      {answer.Notes.length > 0 && (
        <>
          <Typography.Title level={4} id="roster-notes-heading">
            {notesHeading(answer.Notes)}
          </Typography.Title>
          <Table<RosterProblem>
            size="small"
            pagination={false}
            aria-labelledby="roster-notes-heading"
            columns={NOTE_COLUMNS}
            dataSource={answer.Notes}
            rowKey={(note) => `${whereOf(note)}: ${note.Reason}`}
          />
        </>
      )}
    </section>
  );
});
