// A stand-in for the shared students selector and recipient preview in this remote's page tests
// (both are tested in shared/ui): buttons that choose a student or a group. Use at the module boundary:
//   jest.mock('@homework/ui', () => ({ ...jest.requireActual('@homework/ui'), ...jest.requireActual('<path>/testing/selector-mock').selectorMock }));
import type { AssignedGroup, AssignedStudent, AssignedTo } from '@homework/ui';

export const GROUP_7A: AssignedGroup = { Id: 'group-7a', Name: '7A', kind: 'registration' };
export const STUDENT_AMY: AssignedStudent = {
  Id: 'student-1',
  DisplayForename: 'Amy',
  DisplaySurname: 'Adams',
  CurrentYearGroup: 'Year 7',
  CurrentRegGroup: '7A',
};

function AssignedToSelector(props: { value: AssignedTo; onChange(value: AssignedTo): void; id?: string; status?: 'error'; includePreAdmission?: boolean }) {
  const { value, onChange } = props;
  return (
    <div data-status={props.status ?? ''} data-pre-admission={String(!!props.includePreAdmission)} data-testid="selector">
      <button type="button" id={props.id}>
        {value.groups.length} group(s), {value.students.length} student(s)
      </button>
      <button type="button" onClick={() => onChange({ ...value, groups: [...value.groups, GROUP_7A] })}>
        Add group 7A
      </button>
      <button type="button" onClick={() => onChange({ ...value, students: [...value.students, STUDENT_AMY] })}>
        Add student Amy Adams
      </button>
    </div>
  );
}

function RecipientPreview(_props: { value: AssignedTo }) {
  return <button type="button">Preview Selection</button>;
}

export const selectorMock = { AssignedToSelector, RecipientPreview };
