// antd's prebuilt stylesheet, asked for by the page's first script when the page will draw. The
// platform links it (prebuilt-styles.ts) only once antd has loaded, a second and more later on a
// school's slow link (decision 0005), and every root waits for it: this preload, at the same address
// and in the same CORS mode, is the download that link then takes.
declare const __ANTD_PREBUILT_CSS_FILE__: string | undefined;
/** webpack's run-time folder of the build's files. */
declare const __webpack_public_path__: string;

export function preloadPrebuiltStyles(doc: Document = document): void {
  if (typeof __ANTD_PREBUILT_CSS_FILE__ !== 'string') return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.crossOrigin = 'anonymous';
  link.href = new URL(__ANTD_PREBUILT_CSS_FILE__, new URL(__webpack_public_path__, doc.baseURI)).href;
  doc.head.append(link);
}
