import { preloadPrebuiltStyles } from './early-styles';

const globals = globalThis as { __ANTD_PREBUILT_CSS_FILE__?: string; __webpack_public_path__?: string };

afterEach(() => {
  delete globals.__ANTD_PREBUILT_CSS_FILE__;
  delete globals.__webpack_public_path__;
  document.head.innerHTML = '';
});

test("asks for antd's prebuilt stylesheet as the platform will link it: same address, CORS, as a style", () => {
  globals.__ANTD_PREBUILT_CSS_FILE__ = 'antd.0123456789.css';
  globals.__webpack_public_path__ = '/';
  preloadPrebuiltStyles();
  const link = document.head.querySelector('link');
  expect(link?.rel).toBe('preload');
  expect(link?.as).toBe('style');
  expect(link?.crossOrigin).toBe('anonymous');
  expect(link?.href).toBe(new URL('/antd.0123456789.css', document.baseURI).href);
});

test('asks for nothing in a build without prebuilt styles', () => {
  preloadPrebuiltStyles();
  expect(document.head.querySelector('link')).toBeNull();
});
