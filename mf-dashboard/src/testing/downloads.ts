// The files a page hands to the browser to save (@homework/ui's saveText: an object URL clicked through a
// link), caught for page tests: each file's name and its text, byte for byte (the BOM kept).
export interface SavedFile {
  filename: string;
  type: string;
  text(): Promise<string>;
}

/** jsdom's Blob has no text(); FileReader's readAsText would drop the BOM, so the bytes are decoded here. */
function readBytes(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Starts catching downloads (call after createSuiteMock, which gives jsdom object URLs); jest.restoreAllMocks ends it. */
export function catchDownloads(): SavedFile[] {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (!blob || !this.download) throw new Error(`Not a download: ${this.href}`);
    files.push({ filename: this.download, type: blob.type, text: () => readBytes(blob) });
  });
  return files;
}
