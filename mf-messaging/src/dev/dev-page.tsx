// This remote running alone (`node <package>/webpack.config.mjs --serve`, or the built dist/index.html).
import { startDevPage } from '@homework/platform/remote';
import { routes } from '../routes';
import * as app from '../app';

void startDevPage({ routes, app });
