// Above the grade: the homework's mark scheme, whose panel loads when the homework has one.
import { useLoadedModule } from '@homework/platform/remote';
import type { MarkSchemePanelProps } from './mark-scheme-panel';
import { schemePanelLoader } from './panel-loader';

export function MarkSchemeLevels(props: MarkSchemePanelProps) {
  const panel = useLoadedModule(schemePanelLoader, true);
  return panel ? <panel.MarkSchemePanel {...props} /> : null;
}
