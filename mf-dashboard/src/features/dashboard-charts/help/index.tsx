// The help popup's text loads when a popup first opens: its words are not in the first screen's bytes.
import { moduleLoader, useLoadedModule } from '@homework/platform/remote';

const chartHelp = moduleLoader(() => import('./chart-help'));

export function Help({ topic }: { topic: 'total' | 'status' }) {
  const help = useLoadedModule(chartHelp);
  return help && <help.ChartHelp topic={topic} />;
}
