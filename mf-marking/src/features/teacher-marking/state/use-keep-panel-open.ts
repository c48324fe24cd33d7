// Save and Next hides the grade and comment panel for the next student, as the spec has it (02 §2.2:
// hidden whenever the active student changes). A teacher marking a pile may choose to keep it open
// instead; the choice holds for the visit (the tab's session storage), never changed for them.
import { useState } from 'react';

const KEEP_PANEL_OPEN_KEY = 'homework.marking.keep-panel-open';

const stored = (): boolean => {
  try {
    return window.sessionStorage.getItem(KEEP_PANEL_OPEN_KEY) === 'true';
  } catch {
    return false;
  }
};

export function useKeepPanelOpen(): [boolean, (keep: boolean) => void] {
  const [keep, setKeep] = useState(stored);
  const choose = (next: boolean) => {
    setKeep(next);
    try {
      window.sessionStorage.setItem(KEEP_PANEL_OPEN_KEY, String(next));
    } catch {
      // A refused storage keeps the choice for this page only.
    }
  };
  return [keep, choose];
}
