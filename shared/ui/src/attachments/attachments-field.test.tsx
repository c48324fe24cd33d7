import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { ATTACHMENT_DESCRIPTION_MAX_LENGTH, MAX_HOMEWORK_ATTACHMENT_BYTES, type HomeworkAttachment } from '@homework/contracts';
import { AttachmentsField, checkFiles, formatFileSize, type AttachmentsFieldProps, type UploadedFile } from './index';

jest.setTimeout(20_000);

const NoStyleSheets = ({ children }: { children: ReactNode }) => <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>;

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });
const done = (FileName: string, Id = `id-${FileName}`): HomeworkAttachment => ({ Id, Title: FileName, Description: '', FileName, FileSize: 10 });

interface PendingUpload {
  file: File;
  progress(percent: number): void;
  signal: AbortSignal;
  resolve(answer: UploadedFile): void;
  reject(error: Error): void;
}

/** An upload the test finishes when it likes. */
function controlledUploads() {
  const pending: PendingUpload[] = [];
  const upload = jest.fn(
    (uploaded: File, progress: (percent: number) => void, signal: AbortSignal) =>
      new Promise<UploadedFile>((resolve, reject) => pending.push({ file: uploaded, progress, signal, resolve, reject })),
  );
  return { upload, pending };
}

function Host(props: Partial<AttachmentsFieldProps> & { initial?: HomeworkAttachment[]; seen?: (value: HomeworkAttachment[]) => void }) {
  const { initial = [], seen, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <AttachmentsField
      id="attachments"
      value={value}
      onChange={(next) => {
        setValue(next);
        seen?.(next);
      }}
      loadValidTypes={async () => ['.pdf', 'DOCX', '.png']}
      upload={controlledUploads().upload}
      maxBytes={MAX_HOMEWORK_ATTACHMENT_BYTES}
      {...rest}
    />
  );
}

// As a user who picks 'All files' in the dialog, or drops files: the accept filter is only a hint.
const setup = () => userEvent.setup({ applyAccept: false });
const choose = (user: ReturnType<typeof setup>, ...files: File[]) => user.upload(screen.getByLabelText('Attach files'), files);
const alert = () => screen.queryByRole('alert');

describe('checkFiles', () => {
  const limits = { validTypes: ['.pdf', 'docx'], maxBytes: 100 };
  test('types are compared without regard to case, with or without the dot', () => {
    const { accepted, errors } = checkFiles([file('a.PDF'), file('b.Docx'), file('c.exe'), file('noextension')], [], limits);
    expect(accepted.map((f) => f.name)).toEqual(['a.PDF', 'b.Docx']);
    expect(errors).toEqual(['"c.exe" is not supported', '"noextension" is not supported']);
  });
  test('size: the limit itself is allowed, one byte more is not', () => {
    const { accepted, errors } = checkFiles([file('ok.pdf', 100), file('big.pdf', 101)], [], limits);
    expect(accepted.map((f) => f.name)).toEqual(['ok.pdf']);
    expect(errors).toEqual(['Size of "big.pdf" must be less than 100 bytes']);
  });
  test('a name already attached, or twice in one choice, is ignored without a message', () => {
    const { accepted, errors } = checkFiles([file('A.pdf'), file('b.pdf'), file('B.PDF')], ['a.pdf'], limits);
    expect(accepted.map((f) => f.name)).toEqual(['b.pdf']);
    expect(errors).toEqual([]);
  });
  test('the count limit stops the rest, with one message', () => {
    const { accepted, errors } = checkFiles([file('c.pdf'), file('d.pdf'), file('e.pdf')], ['a.pdf'], {
      ...limits,
      maxCount: 2,
      maxCountMessage: 'Only three attachments can be attached of size 5 MB each',
    });
    expect(accepted.map((f) => f.name)).toEqual(['c.pdf']);
    expect(errors).toEqual(['Only three attachments can be attached of size 5 MB each']);
  });
  test.each([
    [MAX_HOMEWORK_ATTACHMENT_BYTES, '150 MB'],
    [5_242_880, '5 MB'],
    [1_572_864, '1.5 MB'],
    [2048, '2 KB'],
    [1, '1 byte'],
  ])('formatFileSize(%d) is %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

test('an unsupported type is refused by name, compared without regard to case', async () => {
  const user = setup();
  const { upload } = controlledUploads();
  render(<Host upload={upload} />, { wrapper: NoStyleSheets });
  await choose(user, file('Report.PDF'), file('Essay.docx'), file('virus.exe'));
  expect(alert()).toHaveTextContent('"virus.exe" is not supported');
  expect(upload.mock.calls.map(([f]) => f.name)).toEqual(['Report.PDF', 'Essay.docx']);
});

test('a file over the limit is refused with the default or the given message', async () => {
  const user = setup();
  const { upload } = controlledUploads();
  const { unmount } = render(<Host upload={upload} maxBytes={5} />, { wrapper: NoStyleSheets });
  await choose(user, file('big.pdf', 6));
  expect(alert()).toHaveTextContent('Size of "big.pdf" must be less than 5 bytes');
  unmount();

  render(<Host upload={upload} maxBytes={5} tooLargeMessage={(name) => `Size of "${name}" must be less than 5 MB`} />, { wrapper: NoStyleSheets });
  await choose(user, file('big.pdf', 6));
  expect(alert()).toHaveTextContent('Size of "big.pdf" must be less than 5 MB');
  expect(upload).not.toHaveBeenCalled();
});

test('a file of a name already attached is ignored', async () => {
  const user = setup();
  const { upload } = controlledUploads();
  render(<Host upload={upload} initial={[done('notes.pdf')]} />, { wrapper: NoStyleSheets });
  await choose(user, file('NOTES.pdf'));
  expect(upload).not.toHaveBeenCalled();
  expect(alert()).toBeNull();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});

test('progress shows per file from 0 to 100, then the attachment is kept with its blob reference', async () => {
  const user = setup();
  const { upload, pending } = controlledUploads();
  const seen = jest.fn();
  const uploading = jest.fn();
  render(<Host upload={upload} seen={seen} onUploadingChange={uploading} />, { wrapper: NoStyleSheets });
  await choose(user, file('a.pdf'), file('b.png'));

  expect(seen).toHaveBeenLastCalledWith([
    { Id: '', Title: 'a.pdf', Description: '', FileName: 'a.pdf', FileSize: 10, UploadProgress: 0 },
    { Id: '', Title: 'b.png', Description: '', FileName: 'b.png', FileSize: 10, UploadProgress: 0 },
  ]);
  expect(uploading).toHaveBeenLastCalledWith(true);
  const bar = (name: string) => screen.getByRole('progressbar', { name: `Upload of ${name}` });
  expect(bar('a.pdf')).toHaveAttribute('aria-valuenow', '0');

  act(() => pending[0].progress(40));
  expect(bar('a.pdf')).toHaveAttribute('aria-valuenow', '40');
  expect(bar('b.png')).toHaveAttribute('aria-valuenow', '0');
  act(() => pending[1].progress(100));
  expect(bar('b.png')).toHaveAttribute('aria-valuenow', '100');

  await act(async () => pending[0].resolve({ Id: 'blob-a', FileName: 'a.pdf', FileSize: 10 }));
  expect(screen.queryByRole('progressbar', { name: 'Upload of a.pdf' })).not.toBeInTheDocument();
  expect(uploading).toHaveBeenCalledTimes(1);
  await act(async () => pending[1].resolve({ Id: 'blob-b', FileName: 'b.png', FileSize: 10 }));
  expect(seen).toHaveBeenLastCalledWith([
    { Id: 'blob-a', Title: 'a.pdf', Description: '', FileName: 'a.pdf', FileSize: 10 },
    { Id: 'blob-b', Title: 'b.png', Description: '', FileName: 'b.png', FileSize: 10 },
  ]);
  expect(uploading).toHaveBeenLastCalledWith(false);
});

test('a failed upload says so under the field and the file is removed', async () => {
  const user = setup();
  const { upload, pending } = controlledUploads();
  const seen = jest.fn();
  render(<Host upload={upload} seen={seen} initial={[done('kept.pdf')]} />, { wrapper: NoStyleSheets });
  await choose(user, file('lost.pdf'));
  await act(async () => pending[0].reject(new Error('500')));
  expect(alert()).toHaveTextContent('Upload of "lost.pdf" attachment failed');
  expect(seen).toHaveBeenLastCalledWith([done('kept.pdf')]);
  expect(screen.queryByText('lost.pdf')).not.toBeInTheDocument();
});

test('remove takes a file away, and cancels its upload when it is still uploading', async () => {
  const user = setup();
  const { upload, pending } = controlledUploads();
  const seen = jest.fn();
  render(<Host upload={upload} seen={seen} initial={[done('old.pdf')]} />, { wrapper: NoStyleSheets });
  await choose(user, file('new.pdf'));
  await user.click(screen.getByRole('button', { name: 'Remove new.pdf' }));
  expect(pending[0].signal.aborted).toBe(true);
  await act(async () => pending[0].reject(new Error('aborted')));
  expect(alert()).toBeNull(); // a cancelled upload is not a failure

  await user.click(screen.getByRole('button', { name: 'Remove old.pdf' }));
  expect(seen).toHaveBeenLastCalledWith([]);
  expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
});

test(`a description per attachment, at most ${ATTACHMENT_DESCRIPTION_MAX_LENGTH} characters`, async () => {
  const user = setup();
  const seen = jest.fn();
  render(<Host seen={seen} initial={[done('notes.pdf')]} />, { wrapper: NoStyleSheets });
  const description = screen.getByRole('textbox', { name: 'Description of notes.pdf' });
  await user.click(description);
  await user.paste('x'.repeat(ATTACHMENT_DESCRIPTION_MAX_LENGTH + 2));
  expect(seen.mock.lastCall[0][0].Description).toHaveLength(ATTACHMENT_DESCRIPTION_MAX_LENGTH);
  expect(description).toHaveValue('x'.repeat(ATTACHMENT_DESCRIPTION_MAX_LENGTH));
});

test('the count limit of the message composer', async () => {
  const user = setup();
  const { upload } = controlledUploads();
  render(
    <Host
      upload={upload}
      initial={[done('one.pdf'), done('two.pdf')]}
      maxCount={3}
      maxCountMessage="Only three attachments can be attached of size 5 MB each"
    />,
    { wrapper: NoStyleSheets },
  );
  await choose(user, file('three.pdf'), file('four.pdf'));
  expect(upload.mock.calls.map(([f]) => f.name)).toEqual(['three.pdf']);
  expect(alert()).toHaveTextContent('Only three attachments can be attached of size 5 MB each');
});

test('the allowed types come from the server once; the attach button carries the id; disabled stops changes', async () => {
  const loadValidTypes = jest.fn(async () => ['.pdf']);
  const { rerender } = render(<Host loadValidTypes={loadValidTypes} initial={[done('a.pdf')]} />, { wrapper: NoStyleSheets });
  expect(screen.getByRole('button', { name: 'Attach files' })).toHaveAttribute('id', 'attachments');
  expect(await screen.findByLabelText('Attach files')).toHaveAttribute('accept', '.pdf');
  rerender(<Host loadValidTypes={loadValidTypes} initial={[done('a.pdf')]} disabled />);
  expect(loadValidTypes).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Attach files' })).toBeDisabled();
  expect(within(screen.getByRole('list', { name: 'Attachments' })).getByRole('button', { name: 'Remove a.pdf' })).toBeDisabled();
});

test('with onOpen, a saved attachment’s name is a button that opens it; one not saved yet stays plain text', async () => {
  const user = setup();
  const onOpen = jest.fn(async () => undefined);
  render(<Host initial={[done('saved.pdf'), done('new.pdf')]} onOpen={onOpen} canOpen={(a) => a.FileName === 'saved.pdf'} />, {
    wrapper: NoStyleSheets,
  });
  const list = within(screen.getByRole('list', { name: 'Attachments' }));
  await user.click(list.getByRole('button', { name: 'saved.pdf' }));
  expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ Id: 'id-saved.pdf' }));
  expect(list.queryByRole('button', { name: 'new.pdf' })).not.toBeInTheDocument();
  expect(list.getByText('new.pdf')).toBeInTheDocument();
});

test('an attachment that cannot be opened says why under the field', async () => {
  const user = setup();
  const onOpen = jest.fn(async () => {
    throw new Error('Attachment not found.');
  });
  render(<Host initial={[done('gone.pdf')]} onOpen={onOpen} />, { wrapper: NoStyleSheets });
  await user.click(screen.getByRole('button', { name: 'gone.pdf' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not open gone.pdf. Attachment not found.');
});
