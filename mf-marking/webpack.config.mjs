import { remoteConfig } from '../tools/webpack.config.mjs';

export default remoteConfig({ packageDir: import.meta.dirname });
