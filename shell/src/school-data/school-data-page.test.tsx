import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE, SCHOOL_DATA, SCHOOL_DATA_TEXTS, type RosterImportAnswer } from '@homework/contracts';
import { ApiError, SuiteQueryProvider } from '@homework/platform/api';
import { setActiveLanguage } from '@homework/platform/messages';
import { createSuiteMock, deferred, handle, type AnswerTo } from '@homework/testing';
import { schoolDataMessages } from './messages';
import { SchoolDataPage } from './school-data-page';

const CHECKED: RosterImportAnswer = {
  DryRun: true,
  Changes: [
    { Kind: 'staff', Added: 2, Changed: 0, Removed: 1, RemovedAs: 'left' },
    { Kind: 'groups', Added: 3, Changed: 1, Removed: 0, RemovedAs: 'removed' },
  ],
  Problems: [],
  Notes: [],
  Summary: '',
};

/** ImportRoster's answers: to a check (`?dryRun=true`), and to the import itself. */
const importing = (check: AnswerTo<typeof SCHOOL_DATA.importRoster>, run: AnswerTo<typeof SCHOOL_DATA.importRoster> = { ...CHECKED, DryRun: false }) => [
  handle(SCHOOL_DATA.importRoster, check, { query: { dryRun: 'true' } }),
  handle(SCHOOL_DATA.importRoster, run, { query: {} }),
];

const renderPage = () =>
  render(
    <SuiteQueryProvider>
      <SchoolDataPage />
    </SuiteQueryProvider>,
  );

const chooseFile = (user: ReturnType<typeof userEvent.setup>, name = 'school.zip') =>
  user.upload(screen.getByLabelText('OneRoster file (.zip)'), new File(['PK'], name, { type: 'application/zip' }));

test('Check shows the upload progress, then what would change; Import asks first and shows the counts', async () => {
  const upload = deferred<RosterImportAnswer>();
  let progress: ((percent: number) => void) | undefined;
  const suite = createSuiteMock({
    handlers: importing((request) => {
      progress = request.progress;
      return upload.promise;
    }),
  });
  const user = userEvent.setup();
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'School data' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  await chooseFile(user);
  await user.click(screen.getByRole('button', { name: 'Check' }));

  act(() => progress!(40));
  expect(screen.getByText('Uploading school.zip: 40%')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Upload of school.zip' })).toHaveAttribute('aria-valuenow', '40');
  act(() => progress!(100));
  expect(screen.getByText('Checking school.zip…')).toBeInTheDocument();
  await act(async () => upload.resolve(CHECKED));

  const heading = await screen.findByRole('heading', { name: 'What importing this file would change' });
  expect(heading).toHaveFocus();
  const staff = screen.getByRole('cell', { name: 'staff' }).closest('tr')!;
  expect(within(staff).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['staff', '2', '0', '1 left']);
  expect((suite.network.requestsTo(SCHOOL_DATA.importRoster)[0]!.body.get('file') as File).name).toBe('school.zip');

  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import this file?' });
  expect(within(dialog).getByText('staff: 2 added, 0 changed, 1 left')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  expect(await screen.findByRole('heading', { name: 'Imported: what changed' })).toHaveFocus();
  expect(suite.network.requestsTo(SCHOOL_DATA.importRoster).map(({ query }) => query)).toEqual([{ dryRun: 'true' }, {}]);
});

test('problems are listed with where they are, and Import stays off', async () => {
  createSuiteMock({
    handlers: importing({ ...CHECKED, Changes: [], Problems: [{ File: 'users.csv', Line: 4, Column: 'email', Reason: 'a value is required', FixedIn: 'file' as const }] }),
  });
  const user = userEvent.setup();
  renderPage();
  await chooseFile(user);
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByRole('heading', { name: 'A problem in the file: nothing was changed' })).toHaveFocus();
  const row = screen.getByRole('cell', { name: 'users.csv, line 4, column email' }).closest('tr')!;
  expect(within(row).getByRole('cell', { name: 'a value is required' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
});

test('what was taken with a note is listed under the changes, in a table of its own', async () => {
  const note = { File: 'classes.csv', Line: 3, Column: 'classType', Reason: '"Scheduled" is taken as "scheduled"', FixedIn: 'file' as const };
  createSuiteMock({ handlers: importing({ ...CHECKED, Notes: [note] }) });
  const user = userEvent.setup();
  renderPage();
  await chooseFile(user);
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByRole('heading', { name: 'What importing this file would change' })).toHaveFocus();
  const notes = screen.getByRole('table', { name: 'Taken with a note' });
  const row = within(notes).getByRole('cell', { name: 'classes.csv, line 3, column classType' }).closest('tr')!;
  expect(within(row).getByRole('cell', { name: '"Scheduled" is taken as "scheduled"' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
});

test("a refusal is shown in the server's words; a file that is not a .zip is not sent", async () => {
  const refusal = SCHOOL_DATA_TEXTS.otherSchool('Northfield Academy', 'Oakwood Academy');
  const suite = createSuiteMock({ handlers: importing(new ApiError(refusal, 400)) });
  const user = userEvent.setup({ applyAccept: false });
  renderPage();
  await chooseFile(user, 'users.csv');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(screen.getByText('"users.csv" is not supported')).toBeInTheDocument();
  expect(suite.network.requestsTo(SCHOOL_DATA.importRoster)).toHaveLength(0);

  await chooseFile(user);
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByText(refusal)).toBeInTheDocument();
});

test('Send invitations asks first, saying how many, then says how many were sent', async () => {
  // Three to invite until they are sent (the send itself answers three), none after.
  let sent = false;
  const suite = createSuiteMock({
    handlers: [
      handle(SCHOOL_DATA.invitationsToSend, () => (sent ? { Count: 0, WithoutEmail: [] } : { Count: 3, WithoutEmail: ['Ann Lee'] })),
      handle(SCHOOL_DATA.sendInvitations, () => {
        sent = true;
        return { Count: 3, WithoutEmail: ['Ann Lee'] };
      }),
    ],
  });
  const user = userEvent.setup();
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Send invitations' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send invitations?' });
  expect(await within(dialog).findByText(SCHOOL_DATA_TEXTS.willInvite(3))).toBeInTheDocument();
  expect(within(dialog).getByText(SCHOOL_DATA_TEXTS.withoutEmail(['Ann Lee']))).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent(SCHOOL_DATA_TEXTS.invited(3));
  expect(suite.network.requestsTo(SCHOOL_DATA.sendInvitations)).toHaveLength(1);
});

test('the administrator sets the school’s language and its mail’s, each language named in itself (decision 0040)', async () => {
  const suite = createSuiteMock({
    handlers: [
      handle(LANGUAGE.school, { Language: 'en', MailLanguage: 'en' }),
      handle(LANGUAGE.setSchool, ({ body }) => body),
    ],
  });
  const user = userEvent.setup();
  renderPage();
  const section = within(await screen.findByRole('region', { name: 'Languages' }));
  const school = within(await section.findByRole('group', { name: 'The school’s language' }));
  expect(school.getByRole('radio', { name: 'English' })).toBeChecked();
  expect(school.getByText('Cymraeg')).toHaveAttribute('lang', 'cy');
  await user.click(school.getByRole('radio', { name: 'Cymraeg' }));
  await user.click(within(section.getByRole('group', { name: 'Mail to parents and students' })).getByRole('radio', { name: 'Both, Welsh first' }));
  await user.click(section.getByRole('button', { name: 'Save languages' }));
  expect(await section.findByText('Saved.')).toBeInTheDocument();
  expect(suite.network.requestsTo(LANGUAGE.setSchool).map(({ body }) => body)).toEqual([{ Language: 'cy', MailLanguage: 'both' }]);
});

describe('in Welsh (decision 0040)', () => {
  beforeEach(async () => {
    setActiveLanguage('cy');
    await schoolDataMessages.load('cy');
  });
  afterEach(() => act(() => setActiveLanguage('en')));

  test('the import section, its answer and its question speak Welsh', async () => {
    createSuiteMock({ handlers: importing(CHECKED) });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Data’r ysgol' })).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Pobl a dosbarthiadau' }));
    await user.click(section.getByRole('button', { name: 'Gwirio' }));
    expect(section.getByText('Dewiswch y ffeil .zip a allforiodd system wybodaeth eich ysgol.')).toBeInTheDocument();

    await user.upload(section.getByLabelText('Ffeil OneRoster (.zip)'), new File(['PK'], 'school.zip', { type: 'application/zip' }));
    await user.click(section.getByRole('button', { name: 'Gwirio' }));
    expect(await section.findByRole('heading', { name: 'Beth fyddai mewnforio’r ffeil hon yn ei newid' })).toHaveFocus();
    expect(section.getByRole('columnheader', { name: 'Wedi’u tynnu neu wedi gadael' })).toBeInTheDocument();
    expect(section.getByRole('cell', { name: '1 wedi gadael' })).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Mewnforio' }));
    const question = within(await screen.findByRole('dialog', { name: 'Mewnforio’r ffeil hon?' }));
    expect(question.getByText('staff: 2 wedi’u hychwanegu, 0 wedi’u newid, 1 wedi gadael')).toBeInTheDocument();
    expect(question.getByRole('button', { name: 'Canslo' })).toBeInTheDocument();
  });
});
