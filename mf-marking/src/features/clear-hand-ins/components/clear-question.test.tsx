// Clear's question says exactly what goes, counted by the server when it opens (one hand-in or many),
// and nothing is cleared until Clear; the Undo after it is reached by keyboard and puts it all back.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { ApiError, SuiteQueryProvider } from '@homework/platform/api';
import { MARKING, type AnyEndpoint, type ClearCounts, type RestoreClearedAnswer } from '@homework/contracts';
import { createSuiteMock, deferred, handle, type Handler, type SuiteMock } from '@homework/testing';
import { ClearButton, ClearedNotice, useClearUndo } from '../index';

// antd's styles kept out of jsdom, as in the pages' tests. (The cssinjs instance antd renders with.)
const { StyleProvider } = jest.requireActual(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: ComponentType<{ mock?: 'server' | 'client'; children?: ReactNode }>;
};

const HW = 'hw-1';
let suite: SuiteMock;

const posts = (endpoint: AnyEndpoint) => suite.network.requestsTo(endpoint).map(({ body }) => body);

function renderWith(ui: ReactNode, handler: Handler) {
  suite = createSuiteMock({ handlers: [handler] });
  return render(
    <StyleProvider mock="server">
      <SuiteQueryProvider>{ui}</SuiteQueryProvider>
    </StyleProvider>,
  );
}

function renderButton(counts: ClearCounts | ApiError | (() => Promise<ClearCounts>), studentIds = ['s1', 's2']) {
  const onConfirm = jest.fn();
  renderWith(<ClearButton label="Clear Handed In Status" homeworkId={HW} studentIds={() => studentIds} onConfirm={onConfirm} />, handle(MARKING.clearSummary, counts));
  return { onConfirm, button: screen.getByRole('button', { name: 'Clear Handed In Status' }) };
}

const question = () => screen.getByRole('dialog', { name: 'Clear Handed In status?' });
const listed = async () => within(await within(question()).findByRole('list', { name: 'This clears:' })).getAllByRole('listitem').map((item) => item.textContent);

test.each([
  [{ HandIns: 24, Marks: 15, Files: 10 }, ['24 hand-ins', '15 marks (grades and comments)', '10 submitted files']],
  [{ HandIns: 1, Marks: 1, Files: 1 }, ['1 hand-in', '1 mark (grade and comment)', '1 submitted file']],
  [{ HandIns: 3, Marks: 0, Files: 0 }, ['3 hand-ins', 'no marks (grades and comments)', 'no submitted files']],
])('the question counts what goes before anything is cleared: %j', async (counts, lines) => {
  const counted = deferred<ClearCounts>();
  const { onConfirm, button } = renderButton(() => counted.promise, ['s1', 's2', 's3']);
  await userEvent.click(button);
  expect(await within(question()).findByRole('status')).toHaveTextContent('Counting what this clears ...');
  expect(within(question()).getByRole('button', { name: 'Clear' })).toBeDisabled();
  counted.resolve(counts);
  expect(await listed()).toEqual(lines);
  expect(question()).toHaveTextContent('What is cleared is kept for 30 days: you can undo it straight away, or restore a hand-in from its History in the marking view.');
  expect(posts(MARKING.clearSummary)).toEqual([{ HomeworkId: HW, StudentIds: ['s1', 's2', 's3'] }]);
  expect(onConfirm).not.toHaveBeenCalled();

  await userEvent.click(within(question()).getByRole('button', { name: 'Clear' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('Cancel, or Escape, clears nothing and gives the focus back to the button', async () => {
  const { onConfirm, button } = renderButton({ HandIns: 2, Marks: 1, Files: 0 });
  await userEvent.click(button);
  await listed();
  await userEvent.click(within(question()).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  await listed();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
  expect(onConfirm).not.toHaveBeenCalled();
  // Asked afresh each time it opens: another teacher may have changed the hand-ins meanwhile.
  expect(posts(MARKING.clearSummary)).toHaveLength(2);
});

test('with no hand-in among the students there is nothing to clear, and Clear cannot be pressed', async () => {
  renderButton({ HandIns: 0, Marks: 0, Files: 0 });
  await userEvent.click(screen.getByRole('button', { name: 'Clear Handed In Status' }));
  expect(await within(question()).findByText('None of these students has a hand-in to clear.')).toBeInTheDocument();
  expect(within(question()).getByRole('button', { name: 'Clear' })).toBeDisabled();
});

test('a count that fails says so, and Clear can still be pressed: a clear can be undone', async () => {
  renderButton(new ApiError('The service is busy.', 503));
  await userEvent.click(screen.getByRole('button', { name: 'Clear Handed In Status' }));
  expect(await within(question()).findByRole('alert')).toHaveTextContent(
    'What this clears could not be counted. The service is busy. You can still clear: what is cleared is kept for 30 days, to undo straight away.',
  );
  expect(within(question()).getByRole('button', { name: 'Clear' })).toBeEnabled();
});

function UndoHarness({ counts, onRestored }: { counts: ClearCounts; onRestored(answer: RestoreClearedAnswer): void }) {
  const undo = useClearUndo(onRestored);
  return (
    <>
      <button type="button" onClick={() => undo.offer('clear-1', counts)}>
        Cleared
      </button>
      <ClearedNotice {...undo} />
    </>
  );
}

const RESTORED: RestoreClearedAnswer = { ClearanceId: 'clear-1', HomeworkId: HW, Restored: { HandIns: 3, Marks: 2, Files: 1 }, Students: [] };

test('after a clear, Undo has the focus, says what went, and one press puts it all back', async () => {
  const onRestored = jest.fn();
  renderWith(<UndoHarness counts={{ HandIns: 3, Marks: 2, Files: 1 }} onRestored={onRestored} />, handle(MARKING.restoreCleared, RESTORED));
  await userEvent.click(screen.getByRole('button', { name: 'Cleared' }));
  const notice = screen.getByRole('status');
  expect(notice).toHaveTextContent('Handed In status updated. Cleared 3 hand-ins, 2 marks (grades and comments) and 1 submitted file.');
  const undo = within(notice).getByRole('button', { name: 'Undo' });
  expect(undo).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Restored 3 hand-ins, 2 marks (grades and comments) and 1 submitted file.')).toBeInTheDocument();
  expect(posts(MARKING.restoreCleared)).toEqual([{ ClearanceId: 'clear-1' }]);
  expect(onRestored).toHaveBeenCalledWith(RESTORED);
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
});

test("a refused Undo says why in the service's words", async () => {
  const onRestored = jest.fn();
  renderWith(
    <UndoHarness counts={{ HandIns: 1, Marks: 0, Files: 0 }} onRestored={onRestored} />,
    handle(MARKING.restoreCleared, new ApiError('This student has handed in again since the clear, so nothing was restored: the new hand-in is kept.', 409)),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Cleared' }));
  expect(screen.getByRole('status')).toHaveTextContent('Handed In status updated. Cleared 1 hand-in.');
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Not restored. This student has handed in again since the clear, so nothing was restored: the new hand-in is kept.',
  );
  expect(onRestored).not.toHaveBeenCalled();
});
