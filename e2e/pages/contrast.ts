import type { Locator } from '@playwright/test';

/**
 * The WCAG contrast ratio of an element's text as it is drawn: its colour with every opacity on the
 * way up to the page (an antd control that dims its value), over the backgrounds behind it composed
 * on the page's white. axe leaves text it finds under another element (a select's value under its
 * input) as 'incomplete', not as a finding: this measures that text.
 */
export function drawnTextContrast(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    const rgba = (colour: string) => {
      const match = /^rgba?\(([^)]+)\)$/.exec(colour);
      if (!match) throw new Error(`Colour not in rgb(): ${colour}`);
      const [r, g, b, a = 1] = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const over = ([r, g, b, a]: number[], [br, bg, bb]: number[]) => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a)];
    let opacity = 1;
    const backgrounds: number[][] = [];
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      opacity *= Number(style.opacity);
      const background = rgba(style.backgroundColor);
      if (background[3] > 0 && backgrounds.at(-1)?.[3] !== 1) backgrounds.push(background);
    }
    const behind = backgrounds.reverse().reduce((below, layer) => over(layer, below), [255, 255, 255]);
    const [r, g, b, a] = rgba(getComputedStyle(element).color);
    const text = over([r, g, b, a * opacity], behind);
    const luminance = (channels: number[]) => {
      const [lr, lg, lb] = channels.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const [lighter, darker] = [luminance(text), luminance(behind)].sort((x, y) => y - x);
    return (lighter + 0.05) / (darker + 0.05);
  });
}
