import '@testing-library/jest-dom';
import { act, render as renderInDom, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { GROUP_LISTS, GROUPS, PEOPLE, PICKER_SEARCH_DEBOUNCE_MS, type Group, type Student } from '@homework/contracts';
import { ApiError } from '@homework/platform/api';
import { createSuiteMock, handle, mockStudents, type Handler } from '@homework/testing';
import { AssignedToSelector, EMPTY_ASSIGNED_TO, assignedToSummary, type AssignedTo } from './index';
import { setActiveLanguage } from '@homework/platform/messages';
import { SuiteTheme } from '@homework/platform/remote';
import { summaryMessages } from './summary/messages';
import { SuiteLocale } from '../antd-locale';
import { popoutMessages } from './messages';

// Each test drives a modal with grids through user-event, which jsdom makes slow.
jest.setTimeout(20_000);

// antd without its CSS-in-JS: jsdom's getComputedStyle walks every injected rule, which makes each
// table several seconds slower; nothing here depends on antd's style sheets.
const NoStyleSheets = ({ children }: { children: ReactNode }) => <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>;
const render = (ui: React.ReactElement) => renderInDom(ui, { wrapper: NoStyleSheets });

const student = (n: number, overrides: Partial<Student> = {}): Student => ({
  ...mockStudents[0],
  Id: `s${n}`,
  DisplayForename: `Forename${n}`,
  DisplaySurname: `Surname${String(n).padStart(4, '0')}`,
  CurrentYearGroup: `Year ${7 + (n % 5)}`,
  CurrentRegGroup: `${7 + (n % 5)}${'ABCD'[n % 4]}`,
  ...overrides,
});

const students: Student[] = [
  student(1, { DisplayForename: 'Amy', DisplaySurname: 'Adams', CurrentYearGroup: 'Year 10', CurrentRegGroup: '10A' }),
  student(2, { DisplayForename: 'Ben', DisplaySurname: 'Brown', CurrentYearGroup: 'Year 7', CurrentRegGroup: '7B' }),
  student(3, { DisplayForename: 'Cara', DisplaySurname: 'Clark', CurrentYearGroup: 'Year 8', CurrentRegGroup: '8C' }),
];
const subjectClasses: Group[] = [
  { Id: 'g-maths', Name: '7A/Ma1' },
  { Id: 'g-english', Name: '8B/En2' },
];
const members: Record<string, string[]> = { 'g-maths': ['s1', 's2'], 'g-english': ['s2', 's3'] };

function mockSchool(overrides: Handler[] = []) {
  return createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, students),
      handle(GROUP_LISTS.subjectClass, subjectClasses),
      handle(GROUP_LISTS.registration, [{ Id: 'g-reg', Name: '7B' }]),
      handle(GROUP_LISTS.year, [{ Id: 'g-year', Name: 'Year 7' }]),
      handle(GROUP_LISTS.userDefined, []),
      handle(GROUP_LISTS.preAdmission, [{ Id: 'g-pre', Name: 'September intake' }]),
      handle(GROUPS.groupMembers, ({ body: ids }) => ids.map((GroupId) => ({ GroupId, StudentIds: members[GroupId] ?? [] }))),
      ...overrides,
    ],
  });
}

/** The selector in a host that keeps its value, as a form would. */
function Host({
  initial = EMPTY_ASSIGNED_TO,
  onChange,
  includePreAdmission,
  closingApplies,
  title,
}: {
  initial?: AssignedTo;
  onChange?: (v: AssignedTo) => void;
  includePreAdmission?: boolean;
  closingApplies?: boolean;
  title?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <AssignedToSelector
      id="assigned-to"
      value={value}
      includePreAdmission={includePreAdmission}
      closingApplies={closingApplies}
      title={title}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const dialog = () => screen.getByRole('dialog');
const tick = (user: ReturnType<typeof userEvent.setup>, text: string) => user.click(within(dialog()).getByRole('checkbox', { name: `Select ${text}` }));
const studentsTab = () => within(dialog()).getByRole('tab', { name: 'Students' });

describe('summaries', () => {
  test.each([
    [EMPTY_ASSIGNED_TO, 'No students selected'],
    [{ groups: [{ Id: 'g', Name: 'G', kind: 'year' }], students: [] }, '1 group'],
    [{ groups: [], students: students.slice(0, 2) }, '2 students'],
    [{ groups: [{ Id: 'g', Name: 'G', kind: 'year' }, { Id: 'h', Name: 'H', kind: 'year' }], students: students.slice(0, 1) }, '2 groups, 1 student'],
  ] as [AssignedTo, string][])('%j reads %s', (value, text) => {
    expect(assignedToSummary(value)).toBe(text);
  });

  test('in Welsh, in Welsh’s counting forms', async () => {
    await summaryMessages.load('cy');
    const group = { Id: 'g', Name: 'G', kind: 'year' } as const;
    expect(assignedToSummary({ groups: [group], students: students.slice(0, 2) }, 'cy')).toBe('1 grŵp, 2 ddisgybl');
    expect(assignedToSummary(EMPTY_ASSIGNED_TO, 'cy')).toBe('Dim disgyblion wedi’u dewis');
  });

  test('shows the summary and removable previews; removing one changes the value', async () => {
    mockSchool();
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Host initial={{ groups: [{ Id: 'g-maths', Name: '7A/Ma1', kind: 'subjectClass' }], students: [students[0]] }} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '1 group, 1 student' })).toHaveAttribute('id', 'assigned-to');
    expect(screen.getByRole('list', { name: 'Selected groups and students' })).toHaveTextContent('7A/Ma1Adams, Amy');

    await user.click(screen.getByRole('button', { name: 'Remove 7A/Ma1' }));
    expect(onChange).toHaveBeenLastCalledWith({ groups: [], students: [students[0]] });
    expect(screen.getByRole('button', { name: '1 student' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Adams, Amy' }));
    expect(screen.getByRole('button', { name: 'No students selected' })).toBeInTheDocument();
  });
});

describe('popout', () => {
  test('tabs Groups and Students; group types in order, starting on Subject Classes', async () => {
    mockSchool();
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    const tabs = within(dialog()).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Groups', 'Students', 'Subject Classes', 'Reg groups', 'Years', 'User Defined']);
    expect(within(dialog()).getByRole('tab', { name: 'Groups' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog()).getByRole('tab', { name: 'Subject Classes' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog()).findByText('7A/Ma1')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('tab', { name: 'Years' }));
    expect(await within(dialog()).findByText('Year 7')).toBeInTheDocument();
  });

  test("the popout is titled 'Assigned to' for homework, and as its page names what is chosen elsewhere", async () => {
    mockSchool();
    const user = userEvent.setup();
    const { unmount } = render(<Host />);
    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    expect(screen.getByRole('dialog', { name: 'Assigned to' })).toBeInTheDocument();
    unmount();
    render(<Host title="Students" />);
    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    expect(screen.getByRole('dialog', { name: 'Students' })).toBeInTheDocument();
  });

  test('Pre Admission is offered only when asked for, with pre-admission students', async () => {
    mockSchool([handle(PEOPLE.studentPreAdmission, [student(9, { DisplayForename: 'Pia', DisplaySurname: 'Prior' })])]);
    const user = userEvent.setup();
    render(<Host includePreAdmission />);
    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    expect(within(dialog()).getAllByRole('tab').map((tab) => tab.textContent).slice(2)).toEqual([
      'Subject Classes', 'Reg groups', 'Years', 'User Defined', 'Pre Admission',
    ]);
    await user.click(studentsTab());
    expect(await within(dialog()).findByText('Prior, Pia')).toBeInTheDocument();
  });

  test('Done applies the draft; closing otherwise discards it', async () => {
    mockSchool();
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Host onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    await within(dialog()).findByText('7A/Ma1');
    await tick(user, '7A/Ma1');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'No students selected' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    expect(within(dialog()).getByRole('checkbox', { name: 'Select 7A/Ma1' })).not.toBeChecked();
    await tick(user, '7A/Ma1');
    await user.click(studentsTab());
    await tick(user, 'Clark, Cara');
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith({
      groups: [{ Id: 'g-maths', Name: '7A/Ma1', kind: 'subjectClass' }],
      students: [{ Id: 's3', DisplayForename: 'Cara', DisplaySurname: 'Clark', CurrentYearGroup: 'Year 8', CurrentRegGroup: '8C' }],
    });
    expect(screen.getByRole('button', { name: '1 group, 1 student' })).toBeInTheDocument();
  });

  test('with closingApplies, closing applies the draft as Done does', async () => {
    mockSchool();
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Host onChange={onChange} closingApplies />);

    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    await within(dialog()).findByText('7A/Ma1');
    await tick(user, '7A/Ma1');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(onChange).toHaveBeenCalledWith({ groups: [{ Id: 'g-maths', Name: '7A/Ma1', kind: 'subjectClass' }], students: [] });
    expect(screen.getByRole('button', { name: '1 group' })).toBeInTheDocument();
  });

  test('the total counts distinct students of groups and individual choices; members are asked once per group', async () => {
    const { network } = mockSchool();
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    expect(within(dialog()).getByText('0 students selected in total')).toBeInTheDocument();

    await within(dialog()).findByText('7A/Ma1');
    await tick(user, '7A/Ma1'); // s1, s2
    expect(await within(dialog()).findByText('2 students selected in total')).toBeInTheDocument();
    await tick(user, '8B/En2'); // s2, s3
    expect(await within(dialog()).findByText('3 students selected in total')).toBeInTheDocument();
    await user.click(studentsTab());
    await tick(user, 'Adams, Amy'); // s1 again
    expect(within(dialog()).getByText('3 students selected in total')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('tab', { name: 'Groups' }));
    await tick(user, '8B/En2');
    expect(await within(dialog()).findByText('2 students selected in total')).toBeInTheDocument();
    await tick(user, '8B/En2');
    expect(await within(dialog()).findByText('3 students selected in total')).toBeInTheDocument();
    const asked = network.requestsTo(GROUPS.groupMembers).map(({ body }) => body);
    expect(asked).toEqual([['g-maths'], ['g-english']]);
  });

  test('members that cannot be loaded count as none, so the total still shows', async () => {
    mockSchool([handle(GROUPS.groupMembers, new ApiError('Service unavailable', 503))]);
    const user = userEvent.setup();
    render(<Host initial={{ groups: [], students: [students[0]] }} />);
    await user.click(screen.getByRole('button', { name: '1 student' }));
    await within(dialog()).findByText('7A/Ma1');
    await tick(user, '7A/Ma1');
    expect(await within(dialog()).findByText('1 student selected in total')).toBeInTheDocument();
  });

  test('Clear All empties the draft; Done then applies the empty selection', async () => {
    mockSchool();
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Host initial={{ groups: [], students: [students[0], students[1]] }} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '2 students' }));
    expect(within(dialog()).getByText('2 students selected in total')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Clear All' }));
    expect(within(dialog()).getByText('0 students selected in total')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith({ groups: [], students: [] });
  });

  test('the Students grid sorts by Name, Year and Reg', async () => {
    mockSchool();
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    await user.click(studentsTab());
    await within(dialog()).findByText('Adams, Amy');
    const grid = () => within(dialog()).getByRole('table', { name: 'Students' }).closest('.ant-table') as HTMLElement;
    const names = () => [...grid().querySelectorAll('.ant-table-row')].map((row) => row.querySelectorAll('.ant-table-cell')[1]?.textContent);
    expect(names()).toEqual(['Adams, Amy', 'Brown, Ben', 'Clark, Cara']);

    const header = (name: string) => within(grid()).getByText(name, { selector: '.ant-table-column-title' });
    await user.click(header('Year')); // Year 7, Year 8, Year 10: numbers in order, not as text
    expect(names()).toEqual(['Brown, Ben', 'Clark, Cara', 'Adams, Amy']);
    await user.click(header('Year'));
    expect(names()).toEqual(['Adams, Amy', 'Clark, Cara', 'Brown, Ben']);
    await user.click(header('Reg'));
    expect(names()).toEqual(['Brown, Ben', 'Clark, Cara', 'Adams, Amy']);
    await user.click(header('Name'));
    expect(names()).toEqual(['Adams, Amy', 'Brown, Ben', 'Clark, Cara']);
    await user.click(header('Name'));
    expect(names()).toEqual(['Clark, Cara', 'Brown, Ben', 'Adams, Amy']);
  });
});

describe('search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('filters 250 ms after the last keystroke, and keeps choices hidden by the search', async () => {
    mockSchool();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onChange = jest.fn();
    render(<Host onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    await user.click(studentsTab());
    await within(dialog()).findByText('Adams, Amy');
    await tick(user, 'Adams, Amy');

    await user.type(within(dialog()).getByRole('searchbox', { name: 'Search groups and students' }), 'cla');
    act(() => jest.advanceTimersByTime(PICKER_SEARCH_DEBOUNCE_MS - 1));
    expect(within(dialog()).getByText('Brown, Ben')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(dialog()).queryByText('Brown, Ben')).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Clark, Cara')).toBeInTheDocument();

    await tick(user, 'Clark, Cara');
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(onChange.mock.calls[0][0].students.map((s: Student) => s.Id)).toEqual(['s1', 's3']);
  });

  test('searches groups of the current type too, by every word', async () => {
    mockSchool();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'No students selected' }));
    await within(dialog()).findByText('7A/Ma1');
    await user.type(within(dialog()).getByRole('searchbox'), 'en2');
    act(() => jest.advanceTimersByTime(PICKER_SEARCH_DEBOUNCE_MS));
    expect(within(dialog()).queryByText('7A/Ma1')).not.toBeInTheDocument();
    expect(within(dialog()).getByText('8B/En2')).toBeInTheDocument();
  });
});

test('a whole school of 1,200 students: the grid renders only a window of rows', async () => {
  const school = Array.from({ length: 1200 }, (_, i) => student(i + 1));
  mockSchool([handle(PEOPLE.studentAll, school)]);
  const user = userEvent.setup();
  render(<Host />);
  await user.click(screen.getByRole('button', { name: 'No students selected' }));
  await user.click(studentsTab());
  await within(dialog()).findByText('Surname0001, Forename1');
  const rows = dialog().querySelectorAll('.ant-table-row');
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThan(100);
  expect(within(dialog()).queryByText('Surname1200, Forename1200')).not.toBeInTheDocument();

  // Choosing all of them still counts them all.
  await user.click(within(dialog()).getAllByRole('checkbox', { name: /select all/i })[0]);
  await waitFor(() => expect(within(dialog()).getByText('1200 students selected in total')).toBeInTheDocument());
});

describe('in Welsh', () => {
  beforeAll(() => Promise.all([summaryMessages.load('cy'), popoutMessages.load('cy')]));
  afterEach(() => setActiveLanguage('en'));

  test('the summary, previews and popout read Welsh, antd’s own texts too', async () => {
    mockSchool();
    setActiveLanguage('cy');
    const user = userEvent.setup();
    // As every root has them: SuiteTheme's British English beneath, Welsh over it once loaded.
    render(
      <SuiteTheme>
        <SuiteLocale>
          <Host initial={{ groups: [{ Id: 'g-maths', Name: '7A/Ma1', kind: 'subjectClass' }], students: [students[0]] }} />
        </SuiteLocale>
      </SuiteTheme>,
    );
    expect(screen.getByRole('list', { name: 'Grwpiau a disgyblion a ddewiswyd' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tynnu 7A/Ma1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1 grŵp, 1 disgybl' }));
    await screen.findByRole('dialog', undefined, { timeout: 10_000 });
    expect(await within(dialog()).findByRole('tab', { name: 'Dosbarthiadau pwnc' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Clirio’r cyfan' })).toBeInTheDocument();
    expect(within(dialog()).getByText('Wedi’i osod i')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog()).getByText('2 ddisgybl wedi’u dewis i gyd')).toBeInTheDocument());
    await user.click(within(dialog()).getByRole('tab', { name: 'Grwpiau cofrestru' }));
    await user.type(within(dialog()).getByRole('searchbox', { name: 'Chwilio grwpiau a disgyblion' }), 'nothing');
    expect(await within(dialog()).findByText('Dim grwpiau wedi’u canfod')).toBeInTheDocument();
    expect(within(dialog()).getByRole('checkbox', { name: 'Dewis y cyfan' })).toBeInTheDocument();
    // The dialog's close button is named by antd's own text, from the Welsh antd locale.
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Cau' })).toBeInTheDocument());
  });
});
