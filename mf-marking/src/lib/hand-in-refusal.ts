// Why a hand-in date is refused (02 §5, decision 0021), in the page's language: the contracts' rule
// decides, the catalogue words it. The marking view and the bulk recorder both ask.
import { handInDateRefusal, markingMessages } from '@homework/contracts';
import { useMarkingMessages } from '../messages';

export type HandInRefusal = (day: string | null, when: { setDay: string | null; today: string | null }) => string | null;

export function useHandInRefusal(): HandInRefusal {
  const t = useMarkingMessages();
  return (day, { setDay, today }) => {
    if (!day || !today) return null;
    const refusal = handInDateRefusal(day, { setDay, today });
    if (refusal === null) return null;
    if (refusal === markingMessages.handInDateInFuture) return t('mark.dateInFuture');
    return t('mark.dateBeforeSet', { day: (setDay ?? '').split('-').reverse().join('/') });
  };
}
