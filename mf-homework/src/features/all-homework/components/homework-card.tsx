// One homework of the list (01 §2): title, set by, subject, dates in the school's time zone,
// hand-ins, attachments, who it is set for, and Delete, Edit and Marking or Submissions.
import { Button, Flex, Space, Typography, theme } from 'antd';
import { HOMEWORK_PAGES, MARKING_PAGES, markingAddress, type HomeworkListItem } from '@homework/contracts';
import { OwnText, formatSchoolDate } from '@homework/ui';
import { useActiveLanguage } from '@homework/platform/messages';
import { RouteButton } from '../../../lib/route-button';
import { inEnglish, useHomeworkMessages, type HomeworkText } from '../../../messages';

/** The group's name (or 'n groups') plus 'n students' chosen individually, always said, 0 included (01 §2). */
export function assignedSummary(item: Pick<HomeworkListItem, 'GroupCount' | 'GroupName' | 'StudentCount'>, t: HomeworkText = inEnglish): string {
  const parts: string[] = [];
  if (item.GroupCount === 1 && item.GroupName) parts.push(item.GroupName);
  else if (item.GroupCount > 0) parts.push(t('c.groups', { count: item.GroupCount }));
  parts.push(t('c.students', { count: item.StudentCount }));
  return parts.join(' + ');
}

/** Homework that takes students' files is marked in the marking view; other homework has Submissions. */
export function reviewLink(item: Pick<HomeworkListItem, 'Id' | 'Title' | 'AllowStudentAttachments'>, t: HomeworkText = inEnglish): { label: string; to: string } {
  return item.AllowStudentAttachments
    ? { label: t('c.marking'), to: markingAddress(item.Id, item.Title) }
    : { label: t('c.submissions'), to: MARKING_PAGES.submissions.href({ homeworkId: item.Id }) };
}

export interface HomeworkCardProps {
  item: HomeworkListItem;
  timeZone: string;
  onDelete(item: HomeworkListItem): void;
  now?: Date;
}

export function HomeworkCard({ item, timeZone, onDelete, now }: HomeworkCardProps) {
  const t = useHomeworkMessages();
  const language = useActiveLanguage();
  const review = reviewLink(item, t);
  // Days' and months' names in the page's language.
  const date = (value: string) => formatSchoolDate(value, { timeZone, now, language });
  const titleId = `homework-card-${item.Id}`;
  const { token } = theme.useToken();
  // Drawn as antd's small Card is (its border, radius, head and padding), without it: Card brings
  // antd's Tabs for its tab list, 13 KiB gzipped in the list's first screen (decision 0002, the bytes
  // budget).
  return (
    <article
      aria-labelledby={titleId}
      style={{ border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, background: token.colorBgContainer }}
    >
      <div style={{ padding: `${token.paddingXS}px ${token.paddingSM}px`, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`, fontWeight: token.fontWeightStrong }}>
        {/* A title of one long word (a pasted address) breaks inside the card, shown whole, rather than spilling out of it. */}
        <OwnText id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {item.Title}
        </OwnText>
      </div>
      <div style={{ padding: token.paddingSM }}>
        <Flex wrap gap="small" justify="space-between">
          <Space orientation="vertical" size={2}>
            <Typography.Text>
              <Typography.Text type="secondary">{t('c.setBy')}</Typography.Text>
              {item.SetBy}
            </Typography.Text>
            <Typography.Text>
              <Typography.Text type="secondary">{t('c.subject')}</Typography.Text>
              {item.Subject}
            </Typography.Text>
            <Typography.Text>
              <Typography.Text type="secondary">{t('c.from')}</Typography.Text>
              {date(item.StartDate)}
            </Typography.Text>
            <Typography.Text>
              <Typography.Text type="secondary">{t('c.due')}</Typography.Text>
              {date(item.DueDate)}
            </Typography.Text>
          </Space>
          <Space orientation="vertical" size={2} style={{ textAlign: 'right' }}>
            <Typography.Text strong>
              {t('c.handedIn', { count: item.SubmissionCount, total: item.TotalStudents })}
            </Typography.Text>
            <Typography.Text>{t('c.files', { count: item.AttachmentCount })}</Typography.Text>
            <Typography.Text>{assignedSummary(item, t)}</Typography.Text>
          </Space>
        </Flex>
        <Flex gap="small" justify="flex-end" wrap style={{ marginTop: 12 }}>
          <Button danger onClick={() => onDelete(item)}>
            {t('c.delete')}
          </Button>
          <RouteButton to={HOMEWORK_PAGES.edit.href({ homeworkId: item.Id })}>{t('c.edit')}</RouteButton>
          <RouteButton type="primary" to={review.to}>
            {review.label}
          </RouteButton>
        </Flex>
      </div>
    </article>
  );
}
