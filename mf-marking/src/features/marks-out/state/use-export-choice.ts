// What the Export marks dialog holds: this homework or a class's term, the class, the term and the
// format, and the file's name for that choice.
import { useState } from 'react';
import type { MarksExportChoices, MarksFormat } from '@homework/contracts';
import { marksFileName } from '@homework/contracts/marks-out';
import type { MarksExportChoice } from '../api/marks-calls';

export type ExportWhat = MarksExportChoice['what'];

export function useExportChoice(homeworkId: string, title: string, timeZone: string, choices: MarksExportChoices | undefined) {
  const [what, setWhat] = useState<ExportWhat>('homework');
  const [format, setFormat] = useState<MarksFormat>('csv');
  const [groupId, setGroupId] = useState<string | null>(null);
  const [termId, setTermId] = useState<string | null>(null);
  // The homework's first class and the term it is due in, until the teacher chooses another.
  const group = choices?.Groups.find((g) => g.Id === groupId) ?? choices?.Groups[0] ?? null;
  const term = choices?.Terms.find((t) => t.Id === termId) ?? choices?.Terms.find((t) => t.Id === choices.TermId) ?? choices?.Terms[0] ?? null;

  const choice: MarksExportChoice | null =
    what === 'homework' ? { what, homeworkId } : group && term ? { what, groupId: group.Id, termId: term.Id } : null;
  const fileName = () => marksFileName(what === 'homework' ? [title] : [group?.Name ?? '', term?.Name ?? ''], format, new Date(), timeZone);
  return { what, setWhat, format, setFormat, group, setGroupId, term, setTermId, choice, fileName };
}
