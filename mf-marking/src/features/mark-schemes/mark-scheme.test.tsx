// The mark scheme in the marking view (decision 0039): levels chosen by number keys and by click, the
// grade and comment worked out from them, what the teacher typed kept, and the levels sent with the mark.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOMEWORK, MARKING, PEOPLE, type Homework, type HomeworkMarkScheme, type HomeworkStudent } from '@homework/contracts';
import { MARK_SCHEMES } from '@homework/contracts/mark-schemes';
import { createSuiteMock, handle, renderRemoteAt, type SuiteMock } from '@homework/testing';
import { routes } from '../../routes';
import { handIn, person } from '../../testing/marking-setup';

jest.mock('../attachment-viewer/viewers/pdf-viewer', () => ({ PdfViewer: () => null }));

const HW = 'hw-1';
const STUDENTS = [person('s-ben', 'Ben', 'Brown'), person('s-cat', 'Cat', 'Cole')];
const RECORDS: HomeworkStudent[] = STUDENTS.map((s) => ({ ...handIn(s.Id), HandedInDate: '2026-01-10T00:00:00.000Z', Status: 2 }));
const level = (Id: string, Descriptor: string, Points: number) => ({ Id, Descriptor, Points });
const SCHEME: HomeworkMarkScheme = {
  HomeworkId: HW,
  Scheme: {
    CopyId: 'copy-1',
    SourceId: 'scheme-1',
    Name: 'Essay',
    Criteria: [
      { Id: 'arg', Title: 'Argument', Levels: [level('arg-1', 'No clear argument', 0), level('arg-2', 'A clear argument', 5), level('arg-3', 'A compelling argument', 10)] },
      { Id: 'evi', Title: 'Evidence', Levels: [level('evi-1', 'Little evidence', 2), level('evi-2', 'Well chosen evidence', 4), level('evi-3', 'Evidence weighed', 10)] },
    ],
    Bands: [],
  },
  Students: [],
};

let suite: SuiteMock;
function mockSuite(scheme: HomeworkMarkScheme) {
  suite = createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, STUDENTS),
      handle(HOMEWORK.get, { Id: HW, Title: 'Poetry essay', SubjectId: 'sub-en', StartDate: '2026-01-05T00:00:00.000Z', DueDate: '2026-01-12T00:00:00.000Z', Subject: 'English', Description: '' } as Homework, { id: HW }),
      handle(HOMEWORK.students, { Students: RECORDS }, { id: HW }),
      handle(MARKING.studentSubmission, { HomeworkStudentLinkId: 'link', StudentAttachments: [], Result: null, Comments: null }),
      handle(MARK_SCHEMES.ofHomework, scheme, { homeworkId: HW }),
      handle(MARKING.saveMark, ({ body }) => ({ ...RECORDS.find((r) => r.StudentId === body.StudentId)!, Result: body.Result, Comments: body.Comments, Status: 3 })),
    ],
  });
}
const WAIT = { timeout: 3000 };
const grade$ = () => screen.getByLabelText('Grade') as HTMLInputElement;
const comment$ = () => screen.getByLabelText('Comment') as HTMLTextAreaElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('number keys choose a level of each criterion in turn; the grade and comment come from them; the levels go with the mark', async () => {
  mockSuite(SCHEME);
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.keyboard('g');
  const argument = await screen.findByRole('radiogroup', { name: 'Argument' }, WAIT);
  act(() => within(argument).getAllByRole('radio')[0].focus());
  await user.keyboard('3');
  const evidence = screen.getByRole('radiogroup', { name: 'Evidence' });
  expect(within(argument).getByRole('radio', { name: /A compelling argument/ })).toBeChecked();
  await waitFor(() => expect(within(evidence).getAllByRole('radio')[0]).toHaveFocus());
  expect(grade$()).toHaveValue('');
  expect(screen.getByText(/Levels chosen: 1 of 2/)).toBeInTheDocument();
  await user.keyboard('2');
  expect(grade$()).toHaveValue('14/20');
  expect(comment$()).toHaveValue('Argument: A compelling argument\nEvidence: Well chosen evidence');
  // The number was the level's: the view did not switch to its second tab.
  expect(screen.getByRole('heading', { level: 2, name: /Brown, Ben/ })).toBeInTheDocument();

  // What the teacher types is theirs: a level changed later leaves it, and moves the grade still the levels'.
  await user.type(comment$(), ' Well done.');
  await user.click(within(argument).getByRole('radio', { name: /A clear argument/ }));
  expect(grade$()).toHaveValue('9/20');
  expect(comment$()).toHaveValue('Argument: A compelling argument\nEvidence: Well chosen evidence Well done.');

  act(() => comment$().focus());
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() =>
    expect(suite.network.requestsTo(MARKING.saveMark).map(({ body }) => body)).toEqual([
      expect.objectContaining({
        StudentId: 's-ben',
        Result: '9/20',
        Levels: [
          { CriterionId: 'arg', LevelId: 'arg-2' },
          { CriterionId: 'evi', LevelId: 'evi-2' },
        ],
      }),
    ]),
  );
});

test('bands: the grade is the band of the total; the levels saved are shown as chosen', async () => {
  mockSuite({
    ...SCHEME,
    Scheme: { ...SCHEME.Scheme!, Bands: [{ From: 0, To: 9, Label: 'Working towards' }, { From: 10, To: 20, Label: 'Secure' }] },
    Students: [{ StudentId: 's-ben', Levels: [{ CriterionId: 'arg', LevelId: 'arg-2' }] }],
  });
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.keyboard('g');
  const argument = await screen.findByRole('radiogroup', { name: 'Argument' }, WAIT);
  expect(within(argument).getByRole('radio', { name: /A clear argument/ })).toBeChecked();
  await user.click(within(screen.getByRole('radiogroup', { name: 'Evidence' })).getByRole('radio', { name: /Well chosen evidence/ }));
  expect(grade$()).toHaveValue('Working towards');
  await user.click(within(argument).getByRole('radio', { name: /A compelling argument/ }));
  expect(grade$()).toHaveValue('Secure');
});

test('a homework without a scheme shows no levels and sends none', async () => {
  mockSuite({ HomeworkId: HW, Scheme: null, Students: [] });
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  await user.keyboard('g');
  await user.type(grade$(), 'B');
  await user.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(suite.network.requestsTo(MARKING.saveMark)).toHaveLength(1));
  expect(suite.network.requestsTo(MARKING.saveMark)[0].body).not.toHaveProperty('Levels');
  expect(screen.queryByRole('radiogroup')).toBeNull();
});
