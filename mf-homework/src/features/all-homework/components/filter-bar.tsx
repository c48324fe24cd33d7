// The list's filter bar (01 §2): Show toggle, Set by and Subject typeaheads, Assigned to selector,
// State toggle and the title search (500 ms debounce). Each change goes to the filter store, which
// reloads the list from page 1.
import { Flex, Form, Input, Radio, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { HOMEWORK_STATES, TITLE_SEARCH_DEBOUNCE_MS, type HomeworkState } from '@homework/contracts';
import { AssignedToSelector } from '@homework/ui';
import { matchesLabel, type Choice } from '../../../lib/lookups';
import { sameId } from '../../../lib/school-context';
import { useHomeworkMessages } from '../../../messages';
import { effectiveSetBy, useFilterStore, type SetByOption } from '../state/filter-store';

const SHOW_OPTIONS: SetByOption[] = ['mine', 'others'];

/** On a narrow screen a toggle wraps between its options, each whole, a row apart. */
const WRAPPING_TOGGLE = { display: 'flex', flexWrap: 'wrap', rowGap: 4 } as const;

export interface FilterBarProps {
  /** null while the current user loads: Show waits for it, the other filters do not. */
  currentUserId: string | null;
  teachers: Choice[];
  subjects: Choice[];
}

export function FilterBar({ currentUserId, teachers, subjects }: FilterBarProps) {
  const t = useHomeworkMessages();
  const filters = useFilterStore();
  const setBy = effectiveSetBy(filters, currentUserId);
  // Other teachers are everyone but me; My Homework shows my name in the disabled box.
  const setByChoices = filters.setByOption === 'others' ? teachers.filter((t) => !sameId(t.value, currentUserId)) : teachers;

  return (
    <Form layout="vertical" component="div" role="search" aria-label={t('f.label')}>
      <Flex wrap gap="middle" align="flex-end">
        <Form.Item label={t('f.show')} style={{ marginBottom: 8 }}>
          <Radio.Group
            name="homework-filter-show"
            style={WRAPPING_TOGGLE}
            optionType="button"
            buttonStyle="solid"
            options={SHOW_OPTIONS.map((value) => ({ value, label: t(`f.${value}`) }))}
            value={filters.setByOption}
            disabled={!currentUserId}
            onChange={(event) => {
              if (event.target.value === 'others') filters.showOtherTeachersHomework();
              else if (currentUserId) filters.showMyHomework(currentUserId);
            }}
          />
        </Form.Item>
        <Form.Item label={t('f.setBy')} htmlFor="homework-filter-set-by" style={{ marginBottom: 8, minWidth: 'min(200px, 100%)' }}>
          <Select
            id="homework-filter-set-by"
            placeholder={t('f.all')}
            allowClear
            showSearch={{ filterOption: matchesLabel }}
            disabled={filters.setByOption === 'mine'}
            options={setByChoices}
            value={setBy ?? undefined}
            onChange={(value?: string) => filters.changeFilters({ setBy: value ?? null })}
          />
        </Form.Item>
        <Form.Item label={t('f.subject')} htmlFor="homework-filter-subject" style={{ marginBottom: 8, minWidth: 'min(200px, 100%)' }}>
          <Select
            id="homework-filter-subject"
            placeholder={t('f.all')}
            allowClear
            showSearch={{ filterOption: matchesLabel }}
            options={subjects}
            value={filters.subject ?? undefined}
            onChange={(value?: string) => filters.changeFilters({ subject: value ?? null })}
          />
        </Form.Item>
        <Form.Item label={t('f.assignedTo')} htmlFor="homework-filter-assigned-to" style={{ marginBottom: 8 }}>
          <AssignedToSelector
            id="homework-filter-assigned-to"
            value={filters.assignedTo}
            onChange={(assignedTo) => filters.changeFilters({ assignedTo })}
          />
        </Form.Item>
        <Form.Item label={t('f.state')} style={{ marginBottom: 8 }}>
          <Radio.Group
            name="homework-filter-state"
            style={WRAPPING_TOGGLE}
            optionType="button"
            // Solid like Show: an outlined choice beside a solid one reads as not chosen.
            buttonStyle="solid"
            options={HOMEWORK_STATES.map((state) => ({ value: state, label: t(`s.${state}`) }))}
            value={filters.state}
            onChange={(event) => filters.changeFilters({ state: event.target.value as HomeworkState })}
          />
        </Form.Item>
        <Form.Item label={t('f.search')} htmlFor="homework-filter-search" style={{ marginBottom: 8, minWidth: 'min(220px, 100%)' }}>
          <TitleSearch value={filters.searchQuery} onSearch={(searchQuery) => filters.changeFilters({ searchQuery })} />
        </Form.Item>
      </Flex>
    </Form>
  );
}

/** The title search: the list is asked again once typing has paused for 500 ms. */
function TitleSearch({ value, onSearch }: { value: string; onSearch(query: string): void }) {
  const t = useHomeworkMessages();
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  // A saved query restored (or cleared) elsewhere shows in the box.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const query = text.trim();
      if (query !== latest.current.value.trim()) latest.current.onSearch(query);
    }, TITLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Input.Search
      id="homework-filter-search"
      placeholder={t('f.searchBy')}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      // Enter or the search button asks at once.
      onSearch={(query) => query.trim() !== value.trim() && onSearch(query.trim())}
    />
  );
}
