// This remote running alone (`node <package>/webpack.config.mjs --serve`, or the built dist/index.html).
import { startDevPage } from '@homework/platform/remote';
import { contract } from '../contract';
import * as app from '../app';

void startDevPage({ contract, app });
