// The box every viewer draws into: a labelled region that takes focus, so its content scrolls with
// the arrow, Page and Home/End keys, with a visible outline while it has focus.
import { useState, type KeyboardEventHandler, type ReactNode } from 'react';

export interface ViewerFrameProps {
  /** '{file name}, {kind}', read out when the region takes focus. */
  label: string;
  toolbar?: ReactNode;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
}

export function ViewerFrame({ label, toolbar, onKeyDown, children }: ViewerFrameProps) {
  const [focused, setFocused] = useState(false);
  return (
    <div data-testid="viewer-frame">
      {toolbar}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target === event.currentTarget && setFocused(true)}
        onBlur={(event) => event.target === event.currentTarget && setFocused(false)}
        style={{
          overflow: 'auto',
          maxHeight: '75vh',
          padding: 8,
          background: '#f5f5f5',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          outline: focused ? '2px solid #1677ff' : 'none',
          outlineOffset: 2,
        }}
      >
        {children}
      </div>
    </div>
  );
}
