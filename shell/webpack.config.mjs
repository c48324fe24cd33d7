import { frontEndConfig } from '../tools/webpack.config.mjs';

export default frontEndConfig({
  packageDir: import.meta.dirname,
  container: 'shell',
  host: true,
  entry: './src/index.ts',
  title: 'Homework',
  // Browsers ask every page of the origin for /favicon.ico (the provider's sign-in page too).
  favicon: './src/favicon.ico',
});
