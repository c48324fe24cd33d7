// Stand-ins for the shared form pieces (assigned-to selector, attachments, editor, date picker,
// recipient preview) in this remote's unit tests: the pieces are tested in shared/, and these keep
// each test about the page's own behaviour. Use at the module boundary:
//   jest.mock('@homework/ui', () => ({
//     ...jest.requireActual('@homework/ui'),
//     ...jest.requireActual('<path>/testing/shared-ui-mock').sharedUiMock,
//   }));
import type { HomeworkAttachment } from '@homework/contracts';
import type { AssignedGroup, AssignedStudent, AssignedTo } from '@homework/ui';

export const GROUP_7A: AssignedGroup = { Id: 'group-7a', Name: '7A', kind: 'registration' };
export const STUDENT_AMY: AssignedStudent = {
  Id: 'student-1',
  DisplayForename: 'Amy',
  DisplaySurname: 'Adams',
  CurrentYearGroup: 'Year 7',
  CurrentRegGroup: '7A',
};

function AssignedToSelector(props: { value: AssignedTo; onChange(value: AssignedTo): void; id?: string; status?: 'error'; disabled?: boolean }) {
  const { value, onChange } = props;
  return (
    <div id={props.id} data-status={props.status ?? ''}>
      <span>
        {value.groups.length} group(s), {value.students.length} student(s)
      </span>
      <button type="button" onClick={() => onChange({ ...value, groups: [...value.groups, GROUP_7A] })}>
        Add group 7A
      </button>
      <button type="button" onClick={() => onChange({ ...value, students: [...value.students, STUDENT_AMY] })}>
        Add student Amy Adams
      </button>
      <button type="button" onClick={() => onChange({ groups: [], students: [] })}>
        Clear assigned
      </button>
    </div>
  );
}

interface AttachmentsFieldProps {
  value: HomeworkAttachment[];
  onChange(value: HomeworkAttachment[]): void;
  upload(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<{ Id: string; FileName: string; FileSize: number }>;
  maxBytes: number;
  onUploadingChange?(uploading: boolean): void;
  id?: string;
  onOpen?(attachment: HomeworkAttachment): Promise<void>;
  canOpen?(attachment: HomeworkAttachment): boolean;
}

function AttachmentsField(props: AttachmentsFieldProps) {
  const pick = async (file: File) => {
    props.onUploadingChange?.(true);
    try {
      const done = await props.upload(file, () => undefined, new AbortController().signal);
      props.onChange([...props.value, { ...done, Title: done.FileName, Description: '' }]);
    } finally {
      props.onUploadingChange?.(false);
    }
  };
  return (
    <div id={props.id} data-max-bytes={props.maxBytes}>
      <ul>
        {props.value.map((a) => (
          <li key={a.Id}>
            {props.onOpen && props.canOpen?.(a) !== false ? (
              <button type="button" onClick={() => void props.onOpen!(a)}>
                {a.FileName}
              </button>
            ) : (
              a.FileName
            )}
          </li>
        ))}
      </ul>
      <input type="file" aria-label="Add attachment" onChange={(e) => e.target.files?.[0] && void pick(e.target.files[0])} />
    </div>
  );
}

function RichTextEditor(props: { value: string; onChange(html: string): void; id?: string; ariaLabel?: string; status?: 'error' }) {
  return <textarea id={props.id} aria-label={props.ariaLabel} value={props.value} onChange={(e) => props.onChange(e.target.value)} />;
}

function SchoolDatePicker(props: { value: string | null; onChange(value: string | null): void; id?: string; ariaLabel?: string; status?: 'error' }) {
  return (
    <input id={props.id} aria-label={props.ariaLabel} value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value || null)} />
  );
}

function RecipientPreview(_props: { value: AssignedTo }) {
  return <button type="button">Preview Selection</button>;
}

function SafeHtml(props: { html: string; className?: string }) {
  return <div className={props.className}>{props.html}</div>;
}

export const sharedUiMock = { AssignedToSelector, AttachmentsField, RichTextEditor, SchoolDatePicker, RecipientPreview, SafeHtml };
