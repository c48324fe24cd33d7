import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, theme } from 'antd';
import { PREBUILT_RUNTIME_THEME, SUITE_THEME } from './theme';

/** WCAG 2 contrast ratio of two #rgb or #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const hex = colour.length === 4 ? colour.replace(/[0-9a-f]/gi, (c) => c + c) : colour;
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const token = theme.getDesignToken(SUITE_THEME);
const WHITE = '#ffffff';

test('the measure: antd default hover blue under white text is below AA, which is why the theme sets its own', () => {
  expect(contrastRatio(WHITE, theme.getDesignToken({ token: { colorPrimary: '#0958d9' } }).colorPrimaryHover)).toBeLessThan(4.5);
});

test.each([
  ['white text on a primary button', WHITE, token.colorPrimary],
  ['white text on a hovered primary button', WHITE, token.colorPrimaryHover],
  ['white text on a pressed primary button', WHITE, token.colorPrimaryActive],
  ['white text on a hovered danger button', WHITE, token.colorErrorHover],
  ['white text on a pressed danger button', WHITE, token.colorErrorActive],
  ['a hovered default button text on white', token.colorPrimaryTextHover, WHITE],
  ['a hovered link on white', token.colorLinkHover, WHITE],
  ['a pressed link on white', token.colorLinkActive, WHITE],
  ['a hovered danger text on white', token.colorErrorTextHover, WHITE],
  ['error text on white', token.colorError, WHITE],
])('%s: at least 4.5:1', (_what, foreground, background) => {
  expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
});

// With zeroRuntime antd still writes its CSS variables at run time, under each ConfigProvider's own
// key unless the theme names one: the shell's root and each remote's then computed and wrote them
// once each, on a slow machine's start (decision 0005).
test("the page's roots (the shell's and each remote's) write antd's CSS variables once between them", async () => {
  const roots = [document.createElement('div'), document.createElement('div')].map((container) => {
    document.body.append(container);
    return createRoot(container);
  });
  await act(async () => {
    for (const root of roots)
      root.render(
        <ConfigProvider theme={PREBUILT_RUNTIME_THEME}>
          <Button>Save</Button>
        </ConfigProvider>,
      );
  });
  const tokenVariables = [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.includes('--ant-color-primary:'));
  expect(tokenVariables).toHaveLength(1);
  act(() => roots.forEach((root) => root.unmount()));
});
