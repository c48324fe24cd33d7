// The dev page's entry (running this remote alone): an async boundary so that shared modules load first.
import('./dev/dev-page');
