// The Undo offered straight after a clear (issue 18): it stays until the teacher closes it or makes
// another change, and puts back everything the clear took in one request.
import { useState } from 'react';
import { useMutation } from '@homework/platform/api';
import { clearTexts, type ClearCounts, type RestoreClearedAnswer } from '@homework/contracts';
import { restoreCleared } from '../api/clear-calls';

export type ClearNotice =
  | { kind: 'cleared'; clearanceId: string; counts: ClearCounts }
  | { kind: 'restored'; counts: ClearCounts }
  | { kind: 'failed'; message: string };

export interface ClearUndo {
  notice: ClearNotice | null;
  busy: boolean;
  /** After a clear: offers its Undo (nothing when the clear took nothing). */
  offer(clearanceId: string | null, counts: ClearCounts): void;
  undo(): void;
  dismiss(): void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function useClearUndo(onRestored: (answer: RestoreClearedAnswer) => void): ClearUndo {
  const [notice, setNotice] = useState<ClearNotice | null>(null);
  const restore = useMutation({
    mutationFn: (clearanceId: string) => restoreCleared({ ClearanceId: clearanceId }),
    onSuccess: (answer) => {
      setNotice({ kind: 'restored', counts: answer.Restored });
      onRestored(answer);
    },
    onError: (error) => setNotice({ kind: 'failed', message: clearTexts.restoreFailed(messageOf(error)) }),
  });
  return {
    notice,
    busy: restore.isPending,
    offer: (clearanceId, counts) => setNotice(clearanceId ? { kind: 'cleared', clearanceId, counts } : null),
    undo: () => {
      if (notice?.kind === 'cleared' && !restore.isPending) restore.mutate(notice.clearanceId);
    },
    dismiss: () => setNotice(null),
  };
}
