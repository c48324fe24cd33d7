// Who a draft reaches (02 §5): the distinct students of the chosen groups and students, and the
// recipient list the contracts' rule makes of them for the chosen Send to. Parents of current and
// of pre-admission students are both asked for: the selector offers both kinds of student.
import { messageRecipients, type MessageRecipient, type Parent, type SendTo } from '@homework/contracts';
import { calls, getQueryClient } from '@homework/platform/api';
import { loadGroupMembers, mergeParents, selectedStudentIds, type AssignedTo } from '@homework/ui';

export interface ResolvedRecipients {
  studentCount: number;
  recipients: MessageRecipient[];
}

export async function resolveRecipients(assignedTo: AssignedTo, sendTo: SendTo): Promise<ResolvedRecipients> {
  const groupIds = assignedTo.groups.map((group) => group.Id);
  const members = groupIds.length > 0 ? await loadGroupMembers(groupIds) : new Map<string, string[]>();
  const studentIds = [...selectedStudentIds(assignedTo, members)];
  let parents: Parent[] = [];
  if (sendTo !== 'students' && studentIds.length > 0) {
    const client = getQueryClient();
    const [current, preAdmission] = await Promise.all([client.fetchQuery(calls.parents()), client.fetchQuery(calls.preAdmissionParents())]);
    parents = mergeParents(current, preAdmission);
  }
  return { studentCount: studentIds.length, recipients: messageRecipients(studentIds, parents, sendTo) };
}
