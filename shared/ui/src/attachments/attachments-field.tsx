// Attachments field (01 §5; the message composer of 02 §5 passes its own limits): choose or drop
// files, each checked against the server's types and the limits, then uploaded with a progress bar;
// a description per file; a remove button per file (which also cancels its upload); messages under
// the field. The value holds files still uploading (Id '' and UploadProgress 0–100) as well as done ones.
import { Button, Input, Progress, Typography, theme } from 'antd';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ATTACHMENT_DESCRIPTION_MAX_LENGTH, type HomeworkAttachment } from '@homework/contracts';
import { useActiveLanguage } from '@homework/platform/messages';
import { checkFiles, formatFileSize } from './attachment-rules';
import { attachmentMessages } from './messages';

export interface UploadedFile {
  Id: string;
  FileName: string;
  FileSize: number;
}

export interface AttachmentsFieldProps {
  value: HomeworkAttachment[];
  onChange(value: HomeworkAttachment[]): void;
  /** The extensions the server allows, e.g. through GetValidAttachmentFileTypes. */
  loadValidTypes(): Promise<string[]>;
  upload(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<UploadedFile>;
  maxBytes: number;
  tooLargeMessage?(fileName: string): string;
  maxCount?: number;
  maxCountMessage?: string;
  /** True while any file is uploading (a form disables saving meanwhile). */
  onUploadingChange?(uploading: boolean): void;
  /** Put on the attach button, so that a form label can point at it. */
  id?: string;
  disabled?: boolean;
  /** Opens (downloads) a saved attachment: its name becomes a button. Without it names are plain text. */
  onOpen?(attachment: HomeworkAttachment): Promise<void>;
  /** Which attachments can be opened (an upload not saved yet cannot); every finished upload by default. */
  canOpen?(attachment: HomeworkAttachment): boolean;
}

const key = (fileName: string) => fileName.toLowerCase();
const isUploading = (attachment: HomeworkAttachment) => attachment.UploadProgress !== undefined;

export function AttachmentsField({
  value,
  onChange,
  loadValidTypes,
  upload,
  maxBytes,
  tooLargeMessage,
  maxCount,
  maxCountMessage,
  onUploadingChange,
  id,
  disabled = false,
  onOpen,
  canOpen = (attachment) => !!attachment.Id,
}: AttachmentsFieldProps) {
  const { token } = theme.useToken();
  const t = attachmentMessages.useMessages();
  const language = useActiveLanguage();
  const [errors, setErrors] = useState<string[]>([]);
  const [validTypes, setValidTypes] = useState<string[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Uploads report long after the render that started them: changes apply to the latest value,
  // including changes made since the last render.
  const latest = useRef(value);
  latest.current = value;
  const change = (update: (attachments: HomeworkAttachment[]) => HomeworkAttachment[]) => {
    latest.current = update(latest.current);
    onChange(latest.current);
  };
  const changeRef = useRef(change);
  changeRef.current = change;

  const uploads = useRef(new Map<string, AbortController>());
  const [uploadCount, setUploadCount] = useState(0);

  const typesRequest = useRef<Promise<string[]> | null>(null);
  const types = () => {
    typesRequest.current ??= loadValidTypes().then(
      (loaded) => {
        setValidTypes(loaded);
        return loaded;
      },
      (error: unknown) => {
        typesRequest.current = null; // asked again at the next choice
        throw error;
      },
    );
    return typesRequest.current;
  };

  useEffect(() => {
    types().catch(() => undefined); // reported when files are chosen
    const running = uploads.current;
    return () => running.forEach((controller) => controller.abort());
    // Once: the types and the uploads belong to this field's life.
  }, []);

  const reportUploading = useRef(onUploadingChange);
  reportUploading.current = onUploadingChange;
  const wasUploading = useRef(false);
  useEffect(() => {
    const uploading = uploadCount > 0;
    if (uploading !== wasUploading.current) reportUploading.current?.(uploading);
    wasUploading.current = uploading;
  }, [uploadCount]);

  async function startUpload(file: File) {
    const controller = new AbortController();
    uploads.current.set(key(file.name), controller);
    setUploadCount(uploads.current.size);
    let shown = 0;
    const same = (attachment: HomeworkAttachment) => key(attachment.FileName) === key(file.name);
    try {
      const uploaded = await upload(
        file,
        (percent) => {
          const progress = Math.max(0, Math.min(100, Math.round(percent)));
          if (progress === shown || controller.signal.aborted) return;
          shown = progress;
          changeRef.current((attachments) => attachments.map((a) => (same(a) ? { ...a, UploadProgress: progress } : a)));
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      changeRef.current((attachments) =>
        attachments.map((a) => {
          if (!same(a)) return a;
          const { UploadProgress: _done, ...rest } = a;
          return { ...rest, Id: uploaded.Id, FileName: uploaded.FileName, Title: uploaded.FileName, FileSize: uploaded.FileSize };
        }),
      );
    } catch {
      if (controller.signal.aborted) return; // removed by the user, or the field went away
      changeRef.current((attachments) => attachments.filter((a) => !same(a)));
      setErrors((shownErrors) => [...shownErrors, t('attach.uploadFailed', { file: file.name })]);
    } finally {
      if (uploads.current.get(key(file.name)) === controller) uploads.current.delete(key(file.name));
      setUploadCount(uploads.current.size);
    }
  }

  async function addFiles(files: File[]) {
    if (files.length === 0 || disabled) return;
    let allowed: string[];
    try {
      allowed = await types();
    } catch (error) {
      setErrors([t('attach.typesFailed', { error: error instanceof Error ? error.message : '' }).trim()]);
      return;
    }
    const { accepted, errors: rejected } = checkFiles(
      files,
      latest.current.map((a) => a.FileName),
      { validTypes: allowed, maxBytes, tooLargeMessage, maxCount, maxCountMessage, language },
    );
    setErrors(rejected);
    if (accepted.length === 0) return;
    change((attachments) => [
      ...attachments,
      ...accepted.map((file) => ({ Id: '', Title: file.name, Description: '', FileName: file.name, FileSize: file.size, UploadProgress: 0 })),
    ]);
    accepted.forEach((file) => void startUpload(file));
  }

  function remove(attachment: HomeworkAttachment) {
    const controller = uploads.current.get(key(attachment.FileName));
    if (controller) {
      controller.abort();
      uploads.current.delete(key(attachment.FileName));
      setUploadCount(uploads.current.size);
    }
    change((attachments) => attachments.filter((a) => key(a.FileName) !== key(attachment.FileName)));
  }

  async function open(attachment: HomeworkAttachment) {
    try {
      await onOpen?.(attachment);
    } catch (error) {
      setErrors([t('attach.openFailed', { file: attachment.FileName, error: error instanceof Error ? error.message : '' }).trim()]);
    }
  }

  const describe = (attachment: HomeworkAttachment, description: string) =>
    change((attachments) =>
      attachments.map((a) =>
        key(a.FileName) === key(attachment.FileName) ? { ...a, Description: description.slice(0, ATTACHMENT_DESCRIPTION_MAX_LENGTH) } : a,
      ),
    );

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void addFiles([...event.dataTransfer.files]);
  };

  return (
    <div
      className="hw-attachments"
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      style={{
        border: `1px dashed ${dragging ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadius,
        padding: token.paddingSM,
        background: dragging ? token.colorPrimaryBg : undefined,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, flexWrap: 'wrap' }}>
        <Button id={id} onClick={() => input.current?.click()} disabled={disabled}>
          {t('attach.button')}
        </Button>
        <Typography.Text type="secondary">{t('attach.drop', { size: formatFileSize(maxBytes, language) })}</Typography.Text>
        <input
          ref={input}
          type="file"
          multiple
          // Not the hidden attribute: an antd Form styles input[type=file] as display: block, which
          // overrides it and showed the browser's own 'Choose Files' box beside the button.
          style={{ display: 'none' }}
          aria-label={t('attach.button')}
          accept={validTypes?.map((type) => (type.startsWith('.') ? type : `.${type}`)).join(',')}
          disabled={disabled}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = ''; // the same file can be chosen again after it is removed
            void addFiles(files);
          }}
        />
      </div>

      {value.length > 0 && (
        <ul aria-label={t('attach.list')} style={{ listStyle: 'none', margin: `${token.marginSM}px 0 0`, padding: 0 }}>
          {value.map((attachment) => (
            <li
              key={key(attachment.FileName)}
              style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, flexWrap: 'wrap', padding: `${token.paddingXXS}px 0` }}
            >
              <div style={{ flex: '1 1 200px', minWidth: 0 }}>
                {onOpen && !isUploading(attachment) && canOpen(attachment) ? (
                  <Button type="link" title={t('attach.download', { file: attachment.FileName })} onClick={() => void open(attachment)} style={{ padding: 0, height: 'auto', maxWidth: '100%' }}>
                    <Typography.Text ellipsis style={{ color: 'inherit' }}>{attachment.FileName}</Typography.Text>
                  </Button>
                ) : (
                  <Typography.Text ellipsis={{ tooltip: attachment.FileName }}>{attachment.FileName}</Typography.Text>
                )}{' '}
                <Typography.Text type="secondary">({formatFileSize(attachment.FileSize, language)})</Typography.Text>
                {isUploading(attachment) && (
                  <Progress
                    percent={attachment.UploadProgress}
                    size="small"
                    aria-label={t('attach.upload', { file: attachment.FileName })}
                    status="active"
                  />
                )}
              </div>
              <Input
                style={{ flex: '2 1 240px' }}
                value={attachment.Description}
                onChange={(event) => describe(attachment, event.target.value)}
                maxLength={ATTACHMENT_DESCRIPTION_MAX_LENGTH}
                showCount
                placeholder={t('attach.description')}
                aria-label={t('attach.descriptionOf', { file: attachment.FileName })}
                disabled={disabled}
              />
              <Button onClick={() => remove(attachment)} disabled={disabled} aria-label={t('attach.removeOf', { file: attachment.FileName })}>
                {t('attach.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      {errors.length > 0 && (
        <div role="alert" style={{ marginTop: token.marginXS }}>
          {errors.map((error, index) => (
            <div key={index}>
              <Typography.Text type="danger">{error}</Typography.Text>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
