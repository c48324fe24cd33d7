// The selector's popout: a draft of the selection that Done applies and closing hands back (the caller keeps or discards it); a search
// box; Groups (by type, Subject Classes first) and Students tabs with virtualised grids, so that a
// school of thousands stays quick; the distinct students the draft reaches; Clear All and Done.
import { Button, Modal, Table, Tabs, Typography, type TableColumnsType, type TableProps } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import type { GroupKind } from '@homework/contracts';
import { getQueryClient, queryKeys, useQuery } from '@homework/platform/api';
import {
  compareStudentsByName,
  compareText,
  groupTypesFor,
  matchesSearch,
  selectedStudentIds,
  toAssignedStudent,
  type AssignedGroup,
  type AssignedStudent,
  type AssignedTo,
} from './assigned-to';
import { loadGroupMembers } from './group-members';
import { SearchBox } from './search-box';
import { useSchoolDirectory, type GroupRow, type StudentRow } from './use-school-directory';
import { LoadError } from '../load-error';
import { popoutMessages } from './messages';

const usePopoutMessages = popoutMessages.useMessages;

export interface SelectorPopoutProps {
  open: boolean;
  title: string;
  value: AssignedTo;
  includePreAdmission: boolean;
  onDone(value: AssignedTo): void;
  /** Closed without Done (its ×, Escape): the draft as it stands. */
  onCancel(draft: AssignedTo): void;
}

/** Height of the grids' scrolling body; rows outside it are not rendered. */
const GRID_HEIGHT = 320;

export function SelectorPopout({ open, title, value, includePreAdmission, onDone, onCancel }: SelectorPopoutProps) {
  const t = usePopoutMessages();
  // Loaded when first opened and kept, so that opening again is instant.
  const [wasOpened, setWasOpened] = useState(open);
  useEffect(() => {
    if (open) setWasOpened(true);
  }, [open]);
  const directory = useSchoolDirectory(wasOpened, includePreAdmission);

  const [draft, setDraft] = useState<AssignedTo>(value);
  const [query, setQuery] = useState('');
  const [tab, setTab] = useState<'groups' | 'students'>('groups');
  const groupTypes = groupTypesFor(includePreAdmission);
  const [groupKind, setGroupKind] = useState<GroupKind>(groupTypes[0].kind);

  // Each opening starts from the applied value, on the first tab.
  useEffect(() => {
    if (!open) return;
    setDraft(value);
    setTab('groups');
    setGroupKind(groupTypes[0].kind);
    // Only on opening: a change of value while open must not throw the draft away.
  }, [open]);

  const total = useDistinctStudentCount(draft, open);

  const groupsOfKind = directory.groups[groupKind];
  const shownGroups = useMemo(
    () => (query && groupsOfKind ? groupsOfKind.filter((group) => matchesSearch(group.search, query)) : groupsOfKind),
    [groupsOfKind, query],
  );
  const shownStudents = useMemo(
    () => (query && directory.students ? directory.students.filter((student) => matchesSearch(student.search, query)) : directory.students),
    [directory.students, query],
  );

  const chosenGroupIds = useMemo(() => draft.groups.map((group) => group.Id), [draft.groups]);
  const chosenStudentIds = useMemo(() => draft.students.map((student) => student.Id), [draft.students]);

  const chooseGroups = useCallback(
    (ids: React.Key[]) =>
      setDraft((current) => {
        const known = new Map<string, AssignedGroup>(current.groups.map((group) => [group.Id, group]));
        for (const group of directory.groups[groupKind] ?? []) known.set(group.Id, { Id: group.Id, Name: group.Name, kind: groupKind });
        return { ...current, groups: ids.map((id) => known.get(String(id))).filter((group): group is AssignedGroup => !!group) };
      }),
    [directory.groups, groupKind],
  );

  const chooseStudents = useCallback(
    (ids: React.Key[]) =>
      setDraft((current) => {
        const known = new Map<string, AssignedStudent>(current.students.map((student) => [student.Id, student]));
        for (const student of directory.students ?? []) if (!known.has(student.Id)) known.set(student.Id, student);
        const students = ids.map((id) => known.get(String(id))).filter((student): student is AssignedStudent => !!student);
        return { ...current, students: students.map(toAssignedStudent) };
      }),
    [directory.students],
  );

  const footer = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Typography.Text style={{ marginRight: 'auto' }} aria-live="polite">
        {total === null ? t('popout.counting') : t('popout.selected', { total, n: String(total) })}
      </Typography.Text>
      <Button onClick={() => setDraft({ groups: [], students: [] })}>{t('popout.clearAll')}</Button>
      <Button type="primary" onClick={() => onDone(draft)}>
        {t('popout.done')}
      </Button>
    </div>
  );

  return (
    <Modal open={open} title={title} onCancel={() => onCancel(draft)} footer={footer} width={760}>
      {directory.error && <LoadError message={t('popout.loadFailed', { error: directory.error })} onRetry={directory.retry} style={{ marginBottom: 12 }} />}
      <SearchBox onSearch={setQuery} placeholder={t('popout.search')} ariaLabel={t('popout.searchLabel')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'groups' | 'students')}
        items={[
          {
            key: 'groups',
            label: t('popout.groups'),
            children: (
              <Tabs
                size="small"
                activeKey={groupKind}
                onChange={(key) => setGroupKind(key as GroupKind)}
                items={groupTypes.map((type) => ({
                  key: type.kind,
                  label: t(`group.${type.kind}`),
                  children:
                    type.kind === groupKind ? (
                      <GroupGrid groups={shownGroups} selectedIds={chosenGroupIds} onChoose={chooseGroups} label={t(`group.${type.kind}`)} />
                    ) : null,
                }))}
              />
            ),
          },
          {
            key: 'students',
            label: t('popout.students'),
            children: <StudentGrid students={shownStudents} selectedIds={chosenStudentIds} onChoose={chooseStudents} />,
          },
        ]}
      />
    </Modal>
  );
}

/** Distinct students the draft reaches; null while group members are loading. */
function useDistinctStudentCount(draft: AssignedTo, open: boolean): number | null {
  const groupIds = draft.groups.map((group) => group.Id);
  const members = useQuery({
    queryKey: queryKeys.selectionMembers(groupIds),
    queryFn: () => loadGroupMembers(groupIds),
    enabled: open && groupIds.length > 0,
  }, getQueryClient());
  if (groupIds.length === 0) return selectedStudentIds(draft, new Map()).size;
  // Members that cannot be loaded count as none rather than leaving the total unknown.
  if (members.isError) return selectedStudentIds(draft, new Map()).size;
  return members.data ? selectedStudentIds(draft, members.data).size : null;
}

interface GridProps {
  selectedIds: string[];
  onChoose(ids: React.Key[]): void;
}

// Selections hidden by a search are kept: the grids get the whole selection and report the whole selection.
const rowSelection = <Row,>(
  selectedIds: string[],
  onChoose: (ids: React.Key[]) => void,
  labelOf: (row: Row) => string,
  t: ReturnType<typeof usePopoutMessages>,
): TableProps<Row>['rowSelection'] => ({
  selectedRowKeys: selectedIds,
  preserveSelectedRowKeys: true,
  onChange: (keys) => onChoose(keys),
  getCheckboxProps: (row) => ({ 'aria-label': t('popout.select', { name: labelOf(row) }) }),
  // antd names its select-all box in English whatever its locale: named here in the page's language.
  getTitleCheckboxProps: () => ({ 'aria-label': t('popout.selectAll') }),
  // Without a width a virtual grid shares the spare width out to the checkbox column too.
  columnWidth: 48,
});
const groupLabel = (group: GroupRow) => group.Name;
const studentLabel = (student: StudentRow) => student.name;

const groupColumns = (t: ReturnType<typeof usePopoutMessages>): TableColumnsType<GroupRow> => [
  { title: t('popout.name'), dataIndex: 'Name', key: 'name', sorter: (a, b) => compareText(a.Name, b.Name), showSorterTooltip: false },
];

const GroupGrid = memo(function GroupGrid({
  groups,
  selectedIds,
  onChoose,
  label,
}: GridProps & { groups: GroupRow[] | undefined; label: string }) {
  // Each grid reads its texts itself, so the popout's renders leave a memoised grid alone; it renders
  // again when its rows, its selection or its language's texts change.
  const t = usePopoutMessages();
  const selection = rowSelection<GroupRow>(selectedIds, onChoose, groupLabel, t);
  const columns = groupColumns(t);
  return (
    <Table<GroupRow>
      aria-label={label}
      virtual
      size="small"
      rowKey="Id"
      loading={groups === undefined}
      dataSource={groups ?? []}
      columns={columns}
      rowSelection={selection}
      pagination={false}
      scroll={{ y: GRID_HEIGHT }}
      locale={{ emptyText: t('popout.noGroups') }}
    />
  );
});

const studentColumns = (t: ReturnType<typeof usePopoutMessages>): TableColumnsType<StudentRow> => [
  { title: t('popout.name'), dataIndex: 'name', key: 'name', sorter: compareStudentsByName, showSorterTooltip: false },
  {
    title: t('popout.year'),
    dataIndex: 'CurrentYearGroup',
    key: 'year',
    width: 140,
    sorter: (a, b) => compareText(a.CurrentYearGroup, b.CurrentYearGroup) || compareStudentsByName(a, b),
    showSorterTooltip: false,
  },
  {
    title: t('popout.reg'),
    dataIndex: 'CurrentRegGroup',
    key: 'reg',
    width: 120,
    sorter: (a, b) => compareText(a.CurrentRegGroup, b.CurrentRegGroup) || compareStudentsByName(a, b),
    showSorterTooltip: false,
  },
];

const StudentGrid = memo(function StudentGrid({ students, selectedIds, onChoose }: GridProps & { students: StudentRow[] | undefined }) {
  const t = usePopoutMessages();
  const selection = rowSelection<StudentRow>(selectedIds, onChoose, studentLabel, t);
  const columns = studentColumns(t);
  return (
    <Table<StudentRow>
      aria-label={t('popout.students')}
      virtual
      size="small"
      rowKey="Id"
      loading={students === undefined}
      dataSource={students ?? []}
      columns={columns}
      rowSelection={selection}
      pagination={false}
      scroll={{ y: GRID_HEIGHT }}
      locale={{ emptyText: t('popout.noStudents') }}
    />
  );
});
