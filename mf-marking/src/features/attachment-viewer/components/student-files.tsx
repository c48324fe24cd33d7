// A student's submitted files: a list to choose from, the chosen one shown below by AttachmentViewer,
// or 'No attachments uploaded by student' when there are none (02 §2.2). A plain list of buttons, not
// antd Tabs: Tabs puts its overflow button inside the tab list, which axe reports (aria-required-children).
import { useState } from 'react';
import { Button, Typography } from 'antd';
import type { StudentAttachment } from '@homework/contracts';
import { OwnText, formatFileSize } from '@homework/ui';
import { AttachmentViewer } from './attachment-viewer';
import { useMarkingMessages } from '../../../messages';

export interface StudentFilesProps {
  attachments: readonly StudentAttachment[];
}

/** The chosen file: dark blue on white (5.9:1) with a thicker border, not antd's primary (its white on blue fails contrast here). */
const CHOSEN = { color: '#0958d9', borderColor: '#0958d9', borderWidth: 2, fontWeight: 600 } as const;

export function StudentFiles({ attachments }: StudentFilesProps) {
  const t = useMarkingMessages();
  const [chosenId, setChosenId] = useState<string | null>(null);
  if (attachments.length === 0) return <Typography.Paragraph>{t('files.none')}</Typography.Paragraph>;
  const chosen = attachments.find((file) => file.Id === chosenId) ?? attachments[0];
  return (
    <div>
      <ul aria-label={t('files.list')} style={{ listStyle: 'none', padding: 0, margin: '0 0 8px', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {attachments.map((file) => (
          <li key={file.Id}>
            <Button aria-pressed={file.Id === chosen.Id} onClick={() => setChosenId(file.Id)} style={file.Id === chosen.Id ? CHOSEN : undefined}>
              <OwnText>{file.FileName}</OwnText> ({formatFileSize(file.FileSize)})
            </Button>
          </li>
        ))}
      </ul>
      <AttachmentViewer key={chosen.Id} attachment={chosen} />
    </div>
  );
}
