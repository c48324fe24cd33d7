// Upload a OneRoster bundle: Check first (nothing changes, the answer says what would), then Import,
// which asks first. The progress is read out as it moves; the focus goes to the progress while the
// file is sent and to the answer's heading when it comes, so it is never left on a vanished control.
import { Alert, Button, Flex, Modal, Progress, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { RosterImportAnswer } from '@homework/contracts';
import { useActiveLanguage } from '@homework/platform/messages';
import { schoolDataMessages } from './messages';
import { RosterAnswer } from './roster-answer';
import { useRosterImport } from './school-data-api';
import { canImport, fileProblem, progressText, removedText, type UploadPhase } from './school-data-rules';

export function RosterImportSection() {
  const t = schoolDataMessages.useMessages();
  const language = useActiveLanguage();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>({ step: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [answered, setAnswered] = useState<{ file: File; answer: RosterImportAnswer } | null>(null);
  const [asking, setAsking] = useState(false);
  const [dryRun, setDryRun] = useState(true);
  const rosterImport = useRosterImport();
  const progressRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const busy = phase.step === 'uploading' || phase.step === 'reading';

  useEffect(() => {
    if (phase.step === 'uploading' && phase.percent === 0) progressRef.current?.focus();
    if (phase.step === 'done') (answered ? answerRef : errorRef).current?.focus();
  }, [phase, answered]);

  const send = (chosen: File, asDryRun: boolean) => {
    setDryRun(asDryRun);
    setRefusal(null);
    setAnswered(null);
    setPhase({ step: 'uploading', percent: 0 });
    rosterImport.mutate(
      { file: chosen, dryRun: asDryRun, onProgress: (percent) => setPhase(percent >= 100 ? { step: 'reading' } : { step: 'uploading', percent }) },
      {
        onSuccess: (answer) => setAnswered({ file: chosen, answer }),
        onError: (error) => setRefusal(error.message),
        onSettled: () => setPhase({ step: 'done' }),
      },
    );
  };

  const check = () => {
    const problem = fileProblem(file, language);
    if (problem || !file) {
      setRefusal(problem);
      setPhase({ step: 'done' });
      return;
    }
    send(file, true);
  };

  const importable = canImport(answered, file);
  const checkedChanges = answered?.answer.Changes ?? [];
  return (
    <section aria-labelledby="roster-import-heading">
      <Typography.Title level={2} id="roster-import-heading">
        {t('import.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('import.about')}</Typography.Paragraph>
      <Flex gap={12} wrap align="center">
        <label htmlFor={inputId}>{t('import.file')}</label>
        <input
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          // The browser's own control is about 250 px wide: on a phone it shrinks to the row.
          style={{ maxWidth: '100%' }}
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setAnswered(null);
            setRefusal(null);
          }}
        />
        <Button type="primary" onClick={check} disabled={busy}>
          {t('import.check')}
        </Button>
        <Button onClick={() => setAsking(true)} disabled={busy || !importable}>
          {t('import.import')}
        </Button>
      </Flex>

      <div ref={progressRef} tabIndex={-1} className="school-data-progress" aria-live="polite">
        {busy && file && (
          <>
            <Typography.Text>{progressText(phase, file.name, dryRun, language)}</Typography.Text>
            <Progress
              percent={phase.step === 'uploading' ? phase.percent : 100}
              status={phase.step === 'reading' ? 'active' : 'normal'}
              aria-label={t('import.uploadOf', { file: file.name })}
            />
          </>
        )}
      </div>

      <div ref={errorRef} tabIndex={-1}>
        {refusal && <Alert type="error" showIcon title={refusal} />}
      </div>
      {answered && <RosterAnswer ref={answerRef} answer={answered.answer} />}

      <Modal
        open={asking}
        title={t('import.ask')}
        okText={t('import.import')}
        cancelText={t('cancel')}
        onOk={() => {
          setAsking(false);
          if (file) send(file, false);
        }}
        onCancel={() => setAsking(false)}
      >
        <Typography.Paragraph>{t('import.changes')}</Typography.Paragraph>
        <ul>
          {checkedChanges.map((change) => (
            <li key={change.Kind}>
              {t('import.change', { kind: change.Kind, added: change.Added, changed: change.Changed, removed: removedText(change, language) })}
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}
