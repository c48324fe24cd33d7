import { expect, type Locator } from '@playwright/test';

export const VIRUS_CHECK_CAUTION = 'Files uploaded by students have not been checked for viruses. Open them only if you trust them.';
export const TOO_LARGE = 'This file is too large to be viewed online.';

/**
 * The inline file viewer (mf-marking's StudentFiles / AttachmentViewer) inside whatever holds it,
 * e.g. the marking page's pane: the list of the student's files, the chosen file's viewer and its download.
 */
export class AttachmentViewerPart {
  readonly files: Locator;

  constructor(readonly container: Locator) {
    this.files = container.getByRole('list', { name: 'Files handed in' });
  }

  async open(fileName: string) {
    const button = this.files.getByRole('button', { name: new RegExp(`^${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  /** The viewer's labelled region, '{file name}, {kind}'. */
  viewer(fileName: string): Locator {
    return this.container.getByRole('region', { name: new RegExp(`^${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) });
  }

  download(fileName: string): Locator {
    return this.container.getByRole('link', { name: `Download ${fileName}` });
  }

  async expectDownloadWithCaution(fileName: string) {
    await expect(this.download(fileName)).toBeVisible();
    await expect(this.container.getByText(VIRUS_CHECK_CAUTION)).toBeVisible();
  }

  async expectTooLarge(fileName: string) {
    await expect(this.container.getByText(TOO_LARGE)).toBeVisible();
    await this.expectDownloadWithCaution(fileName);
  }

  /** A pdf page drawn: some pixel of its first canvas is not white. */
  async expectPdfDrawn(fileName: string) {
    const canvas = this.viewer(fileName).locator('canvas').first();
    await expect(canvas).toBeVisible();
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const pixels = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
          for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 250 || pixels[i + 1] < 250 || pixels[i + 2] < 250) return true;
          return false;
        }),
      )
      .toBe(true);
  }

  /** The audio element has loaded enough to play (readyState HAVE_METADATA or more). */
  async expectAudioPlayable(fileName: string) {
    const audio = this.container.getByLabel(`${fileName}, Audio recording`);
    await expect(audio).toHaveAttribute('controls', '');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  }
}
