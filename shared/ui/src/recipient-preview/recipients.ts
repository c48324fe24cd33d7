// Who a selection reaches, as the recipient preview shows it (02 §2.5): one row per parent, however
// many selected children they have; and how many messages a send makes of it (02 §5: a parent gets
// one per selected child), which the preview says too.
import { parentsByChild, type Language, type Parent, type SendTo, type Student } from '@homework/contracts';
import { previewMessages } from './messages';

// The message rule itself (messageRecipients) lives in @homework/contracts, where the server uses it too.
export { RECIPIENT_PERSON_TYPE, messageRecipients, type MessageRecipient, type SendTo } from '@homework/contracts';

const sendsToStudents = (sendTo: SendTo) => sendTo !== 'parents';
const sendsToParents = (sendTo: SendTo) => sendTo !== 'students';
const idKey = (id: string) => id.toLowerCase();

export interface StudentPreviewRow {
  Id: string;
  name: string;
  year: string;
  reg: string;
  registered: boolean;
}

export interface ParentPreviewRow {
  Id: string;
  name: string;
  /** The selected children of this parent. */
  studentNames: string;
  registered: boolean;
}

export interface RecipientPreviewInput {
  /** Distinct students of the selection (chosen ones and members of chosen groups). */
  studentIds: Iterable<string>;
  /** The students the user may see; ids not among them are left out (01 §6). */
  students: readonly Student[];
  parents: readonly Parent[];
  /** Person ids of registered users (accepted invites). */
  registeredIds: ReadonlySet<string>;
  sendTo: SendTo;
}

export interface RecipientPreviewRows {
  students: StudentPreviewRow[];
  /** One row per parent, however many selected children they have. */
  parents: ParentPreviewRow[];
  /** The messages a send makes: one per student, and one per parent per selected child (02 §5). */
  messages: number;
}

/** A count's values for a message: `count` chooses the plural form, `n` is written ungrouped ('1200'), as the suite writes counts. */
export const counted = (count: number) => ({ count, n: String(count) });

/** What a send will make, as the composer's preview says it: '3 parents, 4 messages'; English if no language is given. */
export function messagesSummary(rows: RecipientPreviewRows, sendTo: SendTo, language: Language = 'en'): string {
  const count = (key: 'summary.students' | 'summary.parents' | 'summary.messages', value: number) => previewMessages.format(key, counted(value), language);
  return [
    ...(sendsToStudents(sendTo) ? [count('summary.students', rows.students.length)] : []),
    ...(sendsToParents(sendTo) ? [count('summary.parents', rows.parents.length)] : []),
    count('summary.messages', rows.messages),
  ].join(', ');
}

const surnameFirst = (person: { DisplayForename: string; DisplaySurname: string }) =>
  [person.DisplaySurname, person.DisplayForename].filter(Boolean).join(', ');
const forenameFirst = (person: { DisplayForename: string; DisplaySurname: string }) =>
  [person.DisplayForename, person.DisplaySurname].filter(Boolean).join(' ');
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' });

export function recipientPreview({ studentIds, students, parents, registeredIds, sendTo }: RecipientPreviewInput): RecipientPreviewRows {
  const registered = new Set([...registeredIds].map(idKey));
  const visible = new Map(students.map((student) => [idKey(student.Id), student]));
  const selected = [...new Set([...studentIds].map(idKey))].flatMap((id) => visible.get(id) ?? []);

  const studentRows = sendsToStudents(sendTo)
    ? selected
        .map((student) => ({
          Id: student.Id,
          name: surnameFirst(student),
          year: student.CurrentYearGroup,
          reg: student.CurrentRegGroup,
          registered: registered.has(idKey(student.Id)),
        }))
        .sort(byName)
    : [];

  const parentRows = new Map<string, { parent: Parent; children: Student[] }>();
  if (sendsToParents(sendTo)) {
    const byChild = parentsByChild(parents);
    for (const student of selected) {
      for (const parent of byChild.get(idKey(student.Id)) ?? []) {
        const row = parentRows.get(idKey(parent.Id));
        if (row) row.children.push(student);
        else parentRows.set(idKey(parent.Id), { parent, children: [student] });
      }
    }
  }

  return {
    students: studentRows,
    messages: studentRows.length + [...parentRows.values()].reduce((sum, row) => sum + row.children.length, 0),
    parents: [...parentRows.values()]
      .map(({ parent, children }) => ({
        Id: parent.Id,
        name: surnameFirst(parent),
        studentNames: children.map(forenameFirst).join(', '),
        registered: registered.has(idKey(parent.Id)),
      }))
      .sort(byName),
  };
}

/** Parents of current and of pre-admission students: one record per parent, with all their children. */
export function mergeParents(...lists: readonly (readonly Parent[])[]): Parent[] {
  const byId = new Map<string, Parent>();
  for (const parent of lists.flat()) {
    const known = byId.get(idKey(parent.Id));
    if (known) byId.set(idKey(parent.Id), { ...known, Children: [...new Set([...known.Children, ...parent.Children])] });
    else byId.set(idKey(parent.Id), parent);
  }
  return [...byId.values()];
}
