// The bank as the dialog offers it: ranked once when read (most used first), searched on each key,
// with the comment the arrows have chosen.
import { useMemo, useState } from 'react';
import { type BankComment } from '@homework/contracts';
import { bankSearchIndex, rankBankComments, searchBank } from '@homework/contracts/comment-bank';

/** A long bank shows its first matches; typing narrows it. Rendering 2,000 rows on each key would not keep up. */
export const MOST_SHOWN = 50;

export interface BankSearch {
  search: string;
  setSearch(search: string): void;
  /** Every match, in the bank's order. */
  found: BankComment[];
  /** The matches shown (the first MOST_SHOWN). */
  shown: BankComment[];
  active: BankComment | null;
  activeIndex: number;
  choose(index: number): void;
  move(by: 1 | -1): void;
}

export function useBankSearch(comments: readonly BankComment[] | undefined): BankSearch {
  const index = useMemo(() => bankSearchIndex(rankBankComments(comments ?? [])), [comments]);
  const [search, setSearchText] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const found = useMemo(() => searchBank(index, search), [index, search]);
  const shown = found.slice(0, MOST_SHOWN);
  const clamped = Math.min(activeIndex, Math.max(0, shown.length - 1));
  return {
    search,
    setSearch: (text) => {
      setSearchText(text);
      setActiveIndex(0);
    },
    found,
    shown,
    active: shown[clamped] ?? null,
    activeIndex: clamped,
    choose: setActiveIndex,
    move: (by) => setActiveIndex(Math.max(0, Math.min(shown.length - 1, clamped + by))),
  };
}
