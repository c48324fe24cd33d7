import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { markingMessages, viewerLimits, type StudentAttachment } from '@homework/contracts';
import { SuiteQueryProvider, resetQueryClient } from '@homework/platform/api';
import { AttachmentViewer } from './attachment-viewer';
import { StudentFiles } from './student-files';

const attachment = (FileName: string, FileSize = 2_048, Id = FileName): StudentAttachment => ({
  Id,
  FileName,
  FileSize,
  UrlWithSasToken: `/v3/files/${encodeURIComponent(FileName)}?sig=abc`,
});

const show = (file: StudentAttachment) =>
  render(
    <SuiteQueryProvider>
      <AttachmentViewer attachment={file} />
    </SuiteQueryProvider>,
  );

/** jsdom has no Response: just what fetchFileBytes reads. */
const answer = (status: number, body: Uint8Array | object) => ({
  ok: status < 400,
  status,
  arrayBuffer: async () => (body instanceof Uint8Array ? body.slice().buffer : new ArrayBuffer(0)),
  json: async () => body,
});

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  resetQueryClient();
});

function expectDownload(file: StudentAttachment) {
  const link = screen.getByRole('link', { name: `Download ${file.FileName}` });
  expect(link).toHaveAttribute('href', file.UrlWithSasToken);
  expect(link).toHaveAttribute('download', file.FileName);
  expect(screen.getByText(markingMessages.downloadCaution)).toBeInTheDocument();
}

describe('AttachmentViewer', () => {
  it.each([
    ['a Word file at the limit', attachment('Portfolio.docx', viewerLimits.word)],
    ['a Word 97 file at the limit', attachment('Portfolio.doc', viewerLimits.word)],
    ['a PowerPoint file at the limit', attachment('Slides.pptx', viewerLimits.powerpoint)],
    ['an Excel file at the limit', attachment('Data log.xlsx', viewerLimits.excel)],
  ])('offers %s as a download, too large to be viewed online', async (_case, file) => {
    show(file);
    expect(screen.getByText(markingMessages.tooLargeToView)).toBeInTheDocument();
    expectDownload(file);
    expect(screen.queryByText(markingMessages.loading)).not.toBeInTheDocument();
  });

  it('offers a type with no viewer as a download only, with the virus-check caution', () => {
    const file = attachment('Project files.zip');
    show(file);
    expectDownload(file);
    expect(screen.queryByText(markingMessages.tooLargeToView)).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("says 'Loading ...' while the viewer's chunk loads, then plays audio with the player's controls", async () => {
    const file = attachment('Reading aloud.mp3', 30 * 1024 * 1024);
    const { container } = show(file);
    expect(screen.getByText(markingMessages.loading)).toBeInTheDocument();
    await screen.findByLabelText('Reading aloud.mp3, Audio recording');
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', file.UrlWithSasToken);
    expectDownload(file);
  });

  it('zooms an image with the buttons and the keys', async () => {
    show(attachment('Diagram.png'));
    const region = await screen.findByRole('region', { name: 'Diagram.png, Image' });
    expect(within(region).getByRole('img', { name: 'Diagram.png' })).toBeInTheDocument();
    const level = screen.getByTestId('zoom-level');
    expect(level).toHaveTextContent('100%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level).toHaveTextContent('150%');
    fireEvent.keyDown(region, { key: '-' });
    fireEvent.keyDown(region, { key: '-' });
    expect(level).toHaveTextContent('75%');
    fireEvent.keyDown(region, { key: '0' });
    expect(level).toHaveTextContent('100%');
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('reads a Word 97 file through its signed link, without the bearer header, and shows its paragraphs', async () => {
    const bytes = readFileSync(path.join(__dirname, '../fixtures/notes.doc'));
    const fetchMock = jest.fn(async () => answer(200, new Uint8Array(bytes)));
    global.fetch = fetchMock as unknown as typeof fetch;
    const file = attachment('Revision notes.doc', bytes.length);
    show(file);
    expect(await screen.findByText('Revision notes: the water cycle')).toBeInTheDocument();
    expect(screen.getByText('Condensation: clouds form.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(file.UrlWithSasToken, expect.objectContaining({ credentials: 'omit' }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    // The link is the permission: no bearer; the page's language, so that a refusal reads as the page.
    expect(init.headers).toEqual({ 'Accept-Language': 'en' });
  });

  it("says a file that cannot be read as its kind may be damaged, not the reader's own words", async () => {
    global.fetch = jest.fn(async () => answer(200, new TextEncoder().encode('not a Word file'))) as unknown as typeof fetch;
    const file = attachment('Revision notes.doc');
    show(file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(markingMessages.fileNotShown(file.FileName));
    expect(alert).toHaveTextContent('The file may be damaged, or not the kind of file its name says.');
    expect(alert).not.toHaveTextContent('Word 97-2003');
    expectDownload(file);
  });

  it('says the file could not be read when its link gets an answer with no reason', async () => {
    global.fetch = jest.fn(async () => answer(500, {})) as unknown as typeof fetch;
    show(attachment('Revision notes.doc'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be read.');
  });

  it('says the file could not be shown when its link is refused, and keeps the download', async () => {
    global.fetch = jest.fn(async () => answer(403, { message: 'This link has expired.' })) as unknown as typeof fetch;
    const file = attachment('Revision notes.doc');
    show(file);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(markingMessages.fileNotShown(file.FileName));
    expect(alert).toHaveTextContent('This link has expired.');
    expectDownload(file);
  });
});

describe('StudentFiles', () => {
  it('says so when the student uploaded nothing', () => {
    render(<StudentFiles attachments={[]} />);
    expect(screen.getByText(markingMessages.noAttachments)).toBeInTheDocument();
  });

  it('lists the files, shows the first, and shows another when it is chosen', () => {
    render(
      <SuiteQueryProvider>
        <StudentFiles attachments={[attachment('Project files.zip'), attachment('Data log.xlsx', viewerLimits.excel)]} />
      </SuiteQueryProvider>,
    );
    const list = screen.getByRole('list', { name: 'Files handed in' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent('Project files.zip');
    expect(screen.getByRole('link', { name: 'Download Project files.zip' })).toBeInTheDocument();
    expect(screen.queryByText(markingMessages.tooLargeToView)).not.toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: /Data log\.xlsx/ }));
    expect(within(list).getByRole('button', { pressed: true })).toHaveTextContent('Data log.xlsx');
    expect(screen.getByText(markingMessages.tooLargeToView)).toBeInTheDocument();
    expect(screen.queryByText(markingMessages.noAttachments)).not.toBeInTheDocument();
  });
});
