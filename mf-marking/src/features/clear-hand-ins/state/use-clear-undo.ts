// The Undo offered straight after a clear (decision 0016): it stays until the teacher closes it or
// makes another change, and puts back everything the clear took in one request.
import { useState } from 'react';
import { useMutation } from '@homework/platform/api';
import type { ClearCounts, RestoreClearedAnswer } from '@homework/contracts';
import { restoreCleared } from '../api/clear-calls';
import { useMarkingMessages } from '../../../messages';

/** What a clear took: hand-ins (with their marks and files), or one student's grade and comment. */
export type ClearedWhat = 'hand-ins' | 'mark';

export type ClearNotice =
  | { kind: 'cleared'; clearanceId: string; counts: ClearCounts; what: ClearedWhat }
  | { kind: 'restored'; counts: ClearCounts; what: ClearedWhat }
  | { kind: 'failed'; message: string };

export interface ClearUndo {
  notice: ClearNotice | null;
  busy: boolean;
  /** After a clear: offers its Undo (nothing when the clear took nothing). */
  offer(clearanceId: string | null, counts: ClearCounts, what?: ClearedWhat): void;
  undo(): void;
  dismiss(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useClearUndo(onRestored: (answer: RestoreClearedAnswer) => void): ClearUndo {
  const t = useMarkingMessages();
  const [notice, setNotice] = useState<ClearNotice | null>(null);
  const restore = useMutation({
    mutationFn: ({ clearanceId }: { clearanceId: string; what: ClearedWhat }) => restoreCleared({ ClearanceId: clearanceId }),
    onSuccess: (answer, { what }) => {
      setNotice({ kind: 'restored', counts: answer.Restored, what });
      onRestored(answer);
    },
    onError: (error) => setNotice({ kind: 'failed', message: t('clear.restoreFailed', { reason: messageOf(error) }) }),
  });
  return {
    notice,
    busy: restore.isPending,
    offer: (clearanceId, counts, what = 'hand-ins') => setNotice(clearanceId ? { kind: 'cleared', clearanceId, counts, what } : null),
    undo: () => {
      if (notice?.kind === 'cleared' && !restore.isPending) restore.mutate({ clearanceId: notice.clearanceId, what: notice.what });
    },
    dismiss: () => setNotice(null),
  };
}
