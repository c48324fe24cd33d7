// The Export marks dialog (decision 0036), loaded when first opened: this homework's marks, or all of
// a class's in a term, as a spreadsheet or a OneRoster gradebook for the school's system. A modal
// dialog: the focus stays inside until it closes, then returns to Export marks.
import { Alert, Button, Modal, Radio, Select, Spin } from 'antd';
import { useMutation, useQuery } from '@homework/platform/api';
import { MARKS_FORMATS } from '@homework/contracts/marks-out';
import { LoadError } from '@homework/ui';
import { exportMarks, marksExportChoicesQuery } from '../api/marks-calls';
import { useExportChoice } from '../state/use-export-choice';
import { useExportDialogMessages } from './messages';

export interface ExportMarksDialogProps {
  open: boolean;
  homeworkId: string;
  title: string;
  timeZone: string;
  onExported(fileName: string): void;
  onClose(): void;
  afterClose(): void;
}

const FIRST_CHOICE_ID = 'marks-export-this-homework';
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const legend = { fontWeight: 600, marginBottom: 4, padding: 0, fontSize: 'inherit' } as const;
const fieldset = { border: 0, margin: '0 0 16px', padding: 0, minWidth: 0 } as const;

export function ExportMarksDialog({ open, homeworkId, title, timeZone, onExported, onClose, afterClose }: ExportMarksDialogProps) {
  const t = useExportDialogMessages();
  const choices = useQuery(marksExportChoicesQuery(homeworkId));
  const chosen = useExportChoice(homeworkId, title, timeZone, choices.data);
  const send = useMutation({
    mutationFn: async () => {
      const fileName = chosen.fileName();
      await exportMarks(chosen.choice!, chosen.format, fileName);
      return fileName;
    },
    onSuccess: onExported,
  });
  const noGroups = choices.data?.Groups.length === 0;
  const noTerms = choices.data?.Terms.length === 0;

  return (
    <Modal
      open={open}
      title={t('out.title')}
      onCancel={onClose}
      afterClose={afterClose}
      // The first choice takes the focus as the dialog opens; Export marks takes it back (afterClose).
      afterOpenChange={(opened) => opened && document.getElementById(FIRST_CHOICE_ID)?.focus()}
      focusable={{ focusTriggerAfterClose: false }}
      footer={
        <>
          <Button onClick={onClose}>{t('out.cancel')}</Button>
          <Button type="primary" loading={send.isPending} disabled={!chosen.choice} onClick={() => send.mutate()}>
            {t('out.export')}
          </Button>
        </>
      }
    >
      {send.isError && <Alert type="error" role="alert" showIcon title={t('out.failed', { reason: messageOf(send.error) })} style={{ marginBottom: 12 }} />}
      <fieldset style={fieldset}>
        <legend style={legend}>{t('out.what')}</legend>
        <Radio.Group name="marks-export-what" value={chosen.what} onChange={(event) => chosen.setWhat(event.target.value)}>
          <Radio value="homework" id={FIRST_CHOICE_ID}>
            {t('out.thisHomework')}
          </Radio>
          <Radio value="class">{t('out.classTerm')}</Radio>
        </Radio.Group>
      </fieldset>
      {chosen.what === 'class' &&
        (choices.isPending ? (
          <Spin>
            <p role="status">{t('out.loading')}</p>
          </Spin>
        ) : choices.isError ? (
          <LoadError message={messageOf(choices.error)} onRetry={() => void choices.refetch()} />
        ) : (
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginBottom: 16 }}>
            <div style={{ flex: '1 1 200px' }}>
              <label htmlFor="marks-export-group" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
                {t('out.group')}
              </label>
              {noGroups ? (
                <p>{t('out.noGroups')}</p>
              ) : (
                <Select
                  id="marks-export-group"
                  style={{ width: '100%' }}
                  value={chosen.group?.Id}
                  onChange={chosen.setGroupId}
                  options={choices.data.Groups.map((group) => ({ value: group.Id, label: group.Name }))}
                />
              )}
            </div>
            <div style={{ flex: '1 1 200px' }}>
              <label htmlFor="marks-export-term" style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
                {t('out.term')}
              </label>
              {noTerms ? (
                <p>{t('out.noTerms')}</p>
              ) : (
                <Select
                  id="marks-export-term"
                  style={{ width: '100%' }}
                  value={chosen.term?.Id}
                  onChange={chosen.setTermId}
                  options={choices.data.Terms.map((term) => ({ value: term.Id, label: term.Name }))}
                />
              )}
            </div>
          </div>
        ))}
      <fieldset style={fieldset}>
        <legend style={legend}>{t('out.format')}</legend>
        <Radio.Group name="marks-export-format" value={chosen.format} onChange={(event) => chosen.setFormat(event.target.value)} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {MARKS_FORMATS.map((format) => (
            <Radio key={format} value={format}>
              {t(`out.${format}`)}
            </Radio>
          ))}
        </Radio.Group>
      </fieldset>
    </Modal>
  );
}
