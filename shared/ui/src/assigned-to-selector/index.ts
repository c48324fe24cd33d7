export { AssignedToSelector, type AssignedToSelectorProps } from './assigned-to-selector';
export {
  EMPTY_ASSIGNED_TO,
  NO_STUDENTS_SELECTED,
  GROUP_TYPES,
  assignedToSummary,
  compareStudentsByName,
  compareText,
  isAssignedToEmpty,
  selectedStudentIds,
  studentName,
  toAssignedStudent,
  type AssignedGroup,
  type AssignedStudent,
  type AssignedTo,
} from './assigned-to';
export { loadGroupMembers } from './group-members';
