// Behind the entry's async boundary: the shared libraries (React, antd, the platform) are resolved
// by Module Federation before this chunk runs.
import { start } from './start';

void start();
