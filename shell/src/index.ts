// The shell's entry. Shared modules are eager in the host, so no async boundary is needed here.
import { start } from './start/start';

void start();
