// Stand-ins for @homework/ui's form pieces (assigned-to selector, recipient preview, attachments,
// editor, date picker, safe HTML) in a remote's page tests: the pieces are tested in shared/ui, and
// these keep each test about the page's own behaviour. Use at the module boundary (or selectorMock):
//   jest.mock('@homework/ui', () => ({ ...jest.requireActual('@homework/ui'), ...jest.requireActual('@homework/testing').sharedUiMock }));
// The value's shapes are written here, not imported: @homework/ui is tested with this package.
import type { GroupKind, HomeworkAttachment } from '@homework/contracts';

interface MockAssignedTo {
  groups: { Id: string; Name: string; kind: GroupKind }[];
  students: { Id: string; DisplayForename: string; DisplaySurname: string; CurrentYearGroup: string; CurrentRegGroup: string }[];
}

export const GROUP_7A: MockAssignedTo['groups'][number] = { Id: 'group-7a', Name: '7A', kind: 'registration' };
export const STUDENT_AMY: MockAssignedTo['students'][number] = {
  Id: 'student-1',
  DisplayForename: 'Amy',
  DisplaySurname: 'Adams',
  CurrentYearGroup: 'Year 7',
  CurrentRegGroup: '7A',
};

interface AssignedToSelectorProps {
  value: MockAssignedTo;
  onChange(value: MockAssignedTo): void;
  id?: string;
  status?: 'error';
  includePreAdmission?: boolean;
  disabled?: boolean;
}

/** The summary button carries the id, so that the form's label names it as it names the real one. */
function AssignedToSelector(props: AssignedToSelectorProps) {
  const { value, onChange } = props;
  return (
    <div data-testid="selector" data-status={props.status ?? ''} data-pre-admission={String(!!props.includePreAdmission)}>
      <button type="button" id={props.id}>
        {value.groups.length} group(s), {value.students.length} student(s)
      </button>
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

function RecipientPreview(_props: { value: MockAssignedTo }) {
  return <button type="button">Preview Selection</button>;
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

function SafeHtml(props: { html: string; className?: string }) {
  return <div className={props.className}>{props.html}</div>;
}

/** The selector and the preview alone, for a page whose tests use the real attachments and editor. */
export const selectorMock = { AssignedToSelector, RecipientPreview };
/** Every piece. */
export const sharedUiMock = { ...selectorMock, AttachmentsField, RichTextEditor, SchoolDatePicker, SafeHtml };
