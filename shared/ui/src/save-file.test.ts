import { saveFile, saveText } from './save-file';

let clicked: { href: string; download: string; attached: boolean }[];
let blobs: Map<string, Blob>;

beforeEach(() => {
  jest.useFakeTimers();
  clicked = [];
  blobs = new Map();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a file is clicked through a link in the page, which then goes; its URL is revoked a minute later', () => {
  saveFile(new Blob(['%PDF']), 'essay.pdf');
  expect(clicked).toEqual([{ href: 'blob:test/1', download: 'essay.pdf', attached: true }]);
  expect(document.querySelectorAll('a')).toHaveLength(0);
  expect(URL.revokeObjectURL).not.toHaveBeenCalled();
  jest.advanceTimersByTime(60_000);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
});

test('text is saved as a CSV unless told otherwise', () => {
  saveText('report.csv', 'a,b');
  saveText('notes.txt', 'hello', 'text/plain');
  expect(clicked.map((c) => c.download)).toEqual(['report.csv', 'notes.txt']);
  expect(blobs.get('blob:test/1')!.type).toBe('text/csv;charset=utf-8');
  expect(blobs.get('blob:test/2')!.type).toBe('text/plain');
});
