import { expect, type Locator } from '@playwright/test';
import { expectPageDrawn } from './drawn';

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

  /** A pdf page drawn: some of its first canvas is painted. */
  async expectPdfDrawn(fileName: string) {
    await expectPageDrawn(this.viewer(fileName));
  }

  /** The audio element has loaded enough to play (readyState HAVE_METADATA or more). */
  async expectAudioPlayable(fileName: string) {
    const audio = this.container.getByLabel(`${fileName}, Audio recording`);
    await expect(audio).toHaveAttribute('controls', '');
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  }
}
