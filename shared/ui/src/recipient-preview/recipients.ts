// Who a selection reaches (02 §5 "Recipient list"), as pure functions: the message composer sends to
// messageRecipients(); the recipient preview shows recipientPreview().
import type { Parent, Student } from '@homework/contracts';

export type SendTo = 'students' | 'parents' | 'both';

/** The spec's personType of a message recipient. */
export const RECIPIENT_PERSON_TYPE = { student: 1, parent: 4 } as const;

export interface MessageRecipient {
  recipientId: string;
  personType: (typeof RECIPIENT_PERSON_TYPE)[keyof typeof RECIPIENT_PERSON_TYPE];
  studentId: string;
}

const sendsToStudents = (sendTo: SendTo) => sendTo !== 'parents';
const sendsToParents = (sendTo: SendTo) => sendTo !== 'students';
const idKey = (id: string) => id.toLowerCase();

/** Parents by child id, each parent once per child. */
function parentsByChild(parents: readonly Parent[]): Map<string, Parent[]> {
  const byChild = new Map<string, Parent[]>();
  for (const parent of parents) {
    for (const child of new Set(parent.Children.map(idKey))) {
      const list = byChild.get(child);
      if (list) list.push(parent);
      else byChild.set(child, [parent]);
    }
  }
  return byChild;
}

/**
 * For students or students-and-parents every selected student is a recipient; for parents or
 * students-and-parents each parent of a selected student is a recipient once per selected child.
 * Students come first, then parents, both in the order of the students given.
 */
export function messageRecipients(studentIds: readonly string[], parents: readonly Parent[], sendTo: SendTo): MessageRecipient[] {
  const seen = new Set<string>();
  const students = studentIds.filter((id) => !seen.has(idKey(id)) && !!seen.add(idKey(id)));
  const recipients: MessageRecipient[] = [];
  if (sendsToStudents(sendTo)) {
    for (const id of students) recipients.push({ recipientId: id, personType: RECIPIENT_PERSON_TYPE.student, studentId: id });
  }
  if (sendsToParents(sendTo)) {
    const byChild = parentsByChild(parents);
    for (const id of students) {
      for (const parent of byChild.get(idKey(id)) ?? []) {
        recipients.push({ recipientId: parent.Id, personType: RECIPIENT_PERSON_TYPE.parent, studentId: id });
      }
    }
  }
  return recipients;
}

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
