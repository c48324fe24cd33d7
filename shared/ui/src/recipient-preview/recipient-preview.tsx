// Recipient preview (02 §2.5): a 'Preview Selection' link opening the 'Recipient Preview' modal, which
// lists the students and parents a selection reaches, each marked Registered or Not Registered (from
// accepted invites), with counts that read '...' while loading. Data is loaded when the modal opens,
// through the suite's query client.
import { Button, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import type { InviteKind, Parent, Student, UserInvite } from '@homework/contracts';
import { calls, getQueryClient, queryKeys, useQuery } from '@homework/platform/api';
import { useActiveLanguage } from '@homework/platform/messages';
import { loadGroupMembers, selectedStudentIds, type AssignedTo } from '../assigned-to-selector';
import { counted, mergeParents, messagesSummary, recipientPreview, type ParentPreviewRow, type RecipientPreviewRows, type SendTo, type StudentPreviewRow } from './recipients';
import { LoadError } from '../load-error';
import { previewMessages } from './messages';

const usePreviewMessages = previewMessages.useMessages;
type PreviewText = ReturnType<typeof usePreviewMessages>;

export interface RecipientPreviewProps {
  value: AssignedTo;
  /** Who the selection is for; the homework forms show both. */
  sendTo?: SendTo;
  /** Count pre-admission students and their parents (the message composer). */
  includePreAdmission?: boolean;
  /** Say how many messages a send makes (the message composer: a parent gets one per selected child). */
  countMessages?: boolean;
}

/** Everything the preview needs, asked for together; each call's answer is kept under its own key for its lifetime. */
async function loadPreview(value: AssignedTo, sendTo: SendTo, includePreAdmission: boolean): Promise<RecipientPreviewRows> {
  const client = getQueryClient();
  const none = Promise.resolve([]);
  const invites = (kind: InviteKind, wanted: boolean): Promise<UserInvite[]> => (wanted ? client.fetchQuery(calls.acceptedInvites(kind)) : none);
  const withParents = sendTo !== 'students';
  const withStudents = sendTo !== 'parents';
  const [students, preAdmissionStudents, members, parents, preAdmissionParents, ...registered] = await Promise.all([
    client.fetchQuery(calls.students()),
    includePreAdmission ? client.fetchQuery(calls.preAdmissionStudents()) : (none as Promise<Student[]>),
    value.groups.length > 0 ? loadGroupMembers(value.groups.map((group) => group.Id)) : Promise.resolve(new Map<string, string[]>()),
    withParents ? client.fetchQuery(calls.parents()) : (none as Promise<Parent[]>),
    withParents && includePreAdmission ? client.fetchQuery(calls.preAdmissionParents()) : (none as Promise<Parent[]>),
    invites('ALLSTUDENTS', withStudents),
    invites('ANYPREADMISSION', withStudents && includePreAdmission),
    invites('ALLPARENTS', withParents),
    invites('ALLPREADMISSIONPARENTS', withParents && includePreAdmission),
  ]);
  return recipientPreview({
    studentIds: selectedStudentIds(value, members),
    students: [...students, ...preAdmissionStudents],
    parents: mergeParents(parents, preAdmissionParents),
    registeredIds: new Set(registered.flat().map((invite) => invite.ExternalUserId)),
    sendTo,
  });
}

function RegisteredMarker({ registered }: { registered: boolean }) {
  const t = usePreviewMessages();
  return registered ? (
    // antd's green tag text is 3.3:1 on its pale ground; this green is 6.9:1.
    <Tag color="green" style={{ color: '#135200' }}>
      {t('preview.registered')}
    </Tag>
  ) : <Tag>{t('preview.notRegistered')}</Tag>;
}

const nameCell = (name: string, row: { registered: boolean }) => (
  <span>
    {name} <RegisteredMarker registered={row.registered} />
  </span>
);

const studentColumns = (t: PreviewText): TableColumnsType<StudentPreviewRow> => [
  { title: t('preview.name'), dataIndex: 'name', key: 'name', render: nameCell },
  { title: t('preview.year'), dataIndex: 'year', key: 'year', width: 140 },
  { title: t('preview.reg'), dataIndex: 'reg', key: 'reg', width: 120 },
];

const parentColumns = (t: PreviewText): TableColumnsType<ParentPreviewRow> => [
  { title: t('preview.name'), dataIndex: 'name', key: 'name', render: nameCell },
  { title: t('preview.studentNames'), dataIndex: 'studentNames', key: 'studentNames' },
];

/** Rows outside this height are not rendered: a whole year group stays quick. */
const GRID_HEIGHT = 260;

/**
 * A list taller than its box scrolls by keyboard too: the box takes the focus (arrows, Page Up/Down)
 * and is named for the screen reader (WCAG 2.1.1; axe scrollable-region-focusable).
 */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: GRID_HEIGHT, overflow: 'auto' }}>
      {children}
    </div>
  );
}

export function RecipientPreview({ value, sendTo = 'both', includePreAdmission = false, countMessages = false }: RecipientPreviewProps) {
  const t = usePreviewMessages();
  const language = useActiveLanguage();
  const [open, setOpen] = useState(false);
  // Reloaded when the selection changes, not whenever the host builds an equal value anew.
  const latestValue = useRef(value);
  latestValue.current = value;
  const selectionKey = [...value.groups.map((group) => `g:${group.Id}`), ...value.students.map((student) => `s:${student.Id}`)].join('|');
  // Asked afresh each time the modal opens (invites are accepted meanwhile); the counts read '...' until then.
  const preview = useQuery({
    queryKey: queryKeys.recipientPreview(selectionKey, sendTo, includePreAdmission),
    queryFn: () => loadPreview(latestValue.current, sendTo, includePreAdmission),
    enabled: open,
    refetchOnMount: 'always',
  });
  const loading = preview.isFetching;
  const rows = loading ? null : (preview.data ?? null);
  const error = !loading && preview.error ? preview.error.message : null;
  const close = () => setOpen(false);

  return (
    <>
      <Button type="link" title={t('preview.title')} onClick={() => setOpen(true)} style={{ paddingInline: 0 }}>
        {t('preview.open')}
      </Button>
      <Modal
        open={open}
        title={t('preview.title')}
        onCancel={close}
        width={800}
        footer={<Button onClick={close}>{t('preview.close')}</Button>}
        destroyOnHidden
      >
        {error && <LoadError message={t('preview.loadFailed', { error })} onRetry={() => preview.refetch()} style={{ marginBottom: 12 }} />}
        {countMessages && rows && (
          <Typography.Paragraph>
            <Typography.Text strong>{messagesSummary(rows, sendTo, language)}</Typography.Text>
            {rows.messages > rows.students.length + rows.parents.length && t('preview.perChild')}
          </Typography.Paragraph>
        )}
        {sendTo !== 'parents' && (
          <section aria-label={t('preview.students')}>
            <Typography.Title level={5}>{loading ? '...' : t('preview.studentCount', counted(rows?.students.length ?? 0))}</Typography.Title>
            <ScrollRegion label={t('preview.studentsList')}>
              <Table<StudentPreviewRow>
                size="small"
                rowKey="Id"
                loading={loading}
                dataSource={rows?.students ?? []}
                columns={studentColumns(t)}
                pagination={false}
                locale={{ emptyText: t('preview.noStudents') }}
              />
            </ScrollRegion>
          </section>
        )}
        {sendTo !== 'students' && (
          <section aria-label={t('preview.parents')} style={{ marginTop: 16 }}>
            <Typography.Title level={5}>{loading ? '...' : t('preview.parentCount', counted(rows?.parents.length ?? 0))}</Typography.Title>
            <ScrollRegion label={t('preview.parentsList')}>
              <Table<ParentPreviewRow>
                size="small"
                rowKey="Id"
                loading={loading}
                dataSource={rows?.parents ?? []}
                columns={parentColumns(t)}
                pagination={false}
                locale={{ emptyText: t('preview.noParents') }}
              />
            </ScrollRegion>
          </section>
        )}
      </Modal>
    </>
  );
}
