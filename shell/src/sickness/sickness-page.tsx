// /sickness (01 §2): an empty placeholder that only records its analytics event.
import { useEffect } from 'react';
import { trackEvent } from '@homework/platform/analytics';
import { ANALYTICS_EVENTS } from '@homework/contracts';

export function SicknessPage() {
  useEffect(() => {
    trackEvent(ANALYTICS_EVENTS.clickedFromSicknessMenu);
  }, []);
  return <section aria-label="Sickness" className="sickness-page" />;
}
