// The popout's search box: it keeps what is typed to itself and reports it 250 ms after the last
// keystroke (PICKER_SEARCH_DEBOUNCE_MS), so typing re-renders the box, never the grids.
import { Input } from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import { PICKER_SEARCH_DEBOUNCE_MS } from '@homework/contracts';

export interface SearchBoxProps {
  onSearch(query: string): void;
  placeholder: string;
  ariaLabel: string;
}

export const SearchBox = memo(function SearchBox({ onSearch, placeholder, ariaLabel }: SearchBoxProps) {
  const [text, setText] = useState('');
  const reported = useRef(onSearch);
  reported.current = onSearch;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => reported.current(next.trim()), PICKER_SEARCH_DEBOUNCE_MS);
  };

  return (
    <Input.Search
      value={text}
      onChange={(event) => change(event.target.value)}
      // Enter or the search button reports at once.
      onSearch={(value) => {
        clearTimeout(timer.current);
        reported.current(value.trim());
      }}
      placeholder={placeholder}
      aria-label={ariaLabel}
      allowClear
    />
  );
});
