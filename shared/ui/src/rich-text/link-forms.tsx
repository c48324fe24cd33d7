// The popouts of the editor's toolbar: 'Add Link' (display text and web address, inserted as
// `[text | url]`) and the link button's web address for the selected text.
import { Button, Form, Input, Space, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { InputRef } from 'antd';
import { linkMarkup, normaliseWebAddress } from './link-markup';
import { editorMessages } from './messages';

const useEditorMessages = editorMessages.useMessages;

/** The 'Web address' field both popouts ask for, with its error under it. */
function WebAddressItem(props: {
  id: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
  inputRef?: Ref<InputRef>;
}) {
  const t = useEditorMessages();
  return (
    <Form.Item
      label={t('link.address')}
      htmlFor={props.id}
      validateStatus={props.error ? 'error' : undefined}
      help={props.error}
      style={{ marginBottom: 8 }}
    >
      <Input
        id={props.id}
        ref={props.inputRef}
        value={props.value}
        placeholder="https://"
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Form.Item>
  );
}

/**
 * Tab past the popout's last control, or Shift+Tab before its first, leaves it as Cancel does: the
 * popout lives at the end of the page, so the next Tab would go on to whatever follows there, unseen
 * (WCAG 2.4.3); closed, the focus goes back to the editor, where the teacher was.
 */
const leaveOnTabOut = (onLeave: () => void) => (event: KeyboardEvent<HTMLFormElement>) => {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('input, button')].filter((control) => !control.hasAttribute('disabled'));
  if (document.activeElement !== (event.shiftKey ? controls[0] : controls.at(-1))) return;
  event.preventDefault();
  onLeave();
};

export interface AddLinkFormProps {
  /** The selected text, offered as the display text. */
  initialText: string;
  /** Called with the markup to insert, or null to insert nothing. */
  onDone(markup: string | null): void;
}

export function AddLinkForm({ initialText, onDone }: AddLinkFormProps) {
  const [text, setText] = useState(initialText);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const first = useRef<InputRef>(null);
  useEffect(() => first.current?.focus(), []);
  const ids = useId();
  const t = useEditorMessages();

  const insert = () => {
    if (!url.trim()) return onDone(null); // no web address: nothing is inserted
    const markup = linkMarkup(text, url);
    if (!markup) return setError(t('link.invalid'));
    onDone(markup);
  };

  return (
    <Form layout="vertical" onFinish={insert} style={{ width: 300 }} aria-label={t('link.add')} onKeyDown={leaveOnTabOut(() => onDone(null))}>
      <Form.Item label={t('link.text')} htmlFor={`${ids}-text`} style={{ marginBottom: 8 }}>
        <Input id={`${ids}-text`} ref={first} value={text} onChange={(event) => setText(event.target.value)} />
      </Form.Item>
      <WebAddressItem
        id={`${ids}-url`}
        value={url}
        error={error}
        onChange={(value) => {
          setUrl(value);
          setError(null);
        }}
      />
      <Space>
        <Button type="primary" htmlType="submit">
          {t('link.insert')}
        </Button>
        <Button onClick={() => onDone(null)}>{t('link.cancel')}</Button>
      </Space>
    </Form>
  );
}

export interface WebAddressFormProps {
  onDone(address: string | null): void;
}

/** The link button: the selected text becomes a link to this address. */
export function WebAddressForm({ onDone }: WebAddressFormProps) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<InputRef>(null);
  useEffect(() => input.current?.focus(), []);
  const inputId = `${useId()}-url`;
  const t = useEditorMessages();

  const apply = () => {
    if (!url.trim()) return onDone(null);
    const address = normaliseWebAddress(url);
    if (!address) return setError(t('link.invalid'));
    onDone(address);
  };

  return (
    <Form layout="vertical" onFinish={apply} style={{ width: 300 }} aria-label={t('editor.link')} onKeyDown={leaveOnTabOut(() => onDone(null))}>
      <WebAddressItem
        id={inputId}
        inputRef={input}
        value={url}
        error={error}
        onChange={(value) => {
          setUrl(value);
          setError(null);
        }}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('link.selected')}
      </Typography.Paragraph>
      <Space>
        <Button type="primary" htmlType="submit">
          {t('link.apply')}
        </Button>
        <Button onClick={() => onDone(null)}>{t('link.cancel')}</Button>
      </Space>
    </Form>
  );
}
