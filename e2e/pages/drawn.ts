import { expect, type Locator } from '@playwright/test';

/** What the canvases inside an element hold: painted (not blank, not near-white) pixels, and the strong colours among them. */
export interface Painted {
  /** Share of the canvases' pixels that are painted, 0–1. */
  share: number;
  /** Distinct saturated colours (rounded to 32 levels a channel): a chart's marks, not its grey axes and text. */
  colours: number;
  /**
   * Distinct saturated colours that each fill an area (at least 40 pixels): a chart's slices, bars
   * and legend marks, not the blends where two of them meet.
   */
  fills: number;
}

/** Reads every canvas inside `element` as the screen shows it. */
export function painted(element: Locator): Promise<Painted> {
  return element.evaluate((root) => {
    let pixels = 0;
    let paintedPixels = 0;
    const colours = new Map<number, number>();
    for (const canvas of Array.from(root.querySelectorAll('canvas'))) {
      if (canvas.width === 0 || canvas.height === 0) continue;
      const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      if (!data) continue;
      pixels += canvas.width * canvas.height;
      for (let i = 0; i < data.length; i += 4) {
        const [r, g, b, a] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a < 32 || (r > 245 && g > 245 && b > 245)) continue;
        paintedPixels += 1;
        if (Math.max(r, g, b) - Math.min(r, g, b) > 60) {
          const colour = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
          colours.set(colour, (colours.get(colour) ?? 0) + 1);
        }
      }
    }
    const fills = [...colours.values()].filter((count) => count >= 40).length;
    return { share: pixels === 0 ? 0 : paintedPixels / pixels, colours: colours.size, fills };
  });
}

/**
 * A chart drawn as a teacher sees it: at least `colours` strong colours (its slices or stacked
 * statuses) over at least 1% of its canvases. A canvas in the DOM with nothing on it fails.
 */
export async function expectChartDrawn(chart: Locator, { colours = 2 } = {}) {
  await expect(chart).toBeVisible();
  // The figures come with the verdict, so a failure says how much was drawn.
  await expect
    .poll(async () => {
      const { share, colours: found } = await painted(chart);
      return `drawn: ${share >= 0.01 && found >= colours} (${(share * 100).toFixed(1)}% painted, ${found} strong colours)`;
    }, { message: 'the chart has drawn its marks' })
    .toMatch(/^drawn: true/);
}

/** A document page drawn (dark text on white): some of its canvas is painted. */
export async function expectPageDrawn(page: Locator) {
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect.poll(async () => (await painted(page)).share, { message: 'the page has drawn' }).toBeGreaterThan(0);
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The colour the screen shows most in `clip` (page coordinates, as `boundingBox` gives them), as
 * r, g and b: read from a screenshot, so it is what the teacher sees there, whatever draws it
 * (HTML, canvas or SVG) and whatever clips or covers it.
 */
export async function screenColour(page: import('@playwright/test').Page, clip: Box): Promise<[number, number, number]> {
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const counts = new Map<number, number>();
    for (let i = 0; i < pixels.length; i += 4) {
      const key = (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const [most] = [...counts].sort((a, b) => b[1] - a[1])[0];
    return [most >> 16, (most >> 8) & 255, most & 255] as [number, number, number];
  }, png);
}
