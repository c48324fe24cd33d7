// The editor's own behaviour around Quill: toolbar, 'Add Link', the link button, undo/redo, naming the
// editing area. Quill itself is ESM that this jest set-up does not transform, and it needs a real
// browser for selections, so a small stand-in takes the place of react-quill-new here; Quill proper
// is exercised by the Playwright journeys.
import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { EDITOR_KEYS_HINT, RichTextEditor } from './index';

jest.setTimeout(20_000);

interface FakeQuillProps {
  value: string;
  onChange(html: string, delta: unknown, source: string, editor: unknown): void;
  onChangeSelection(range: { index: number; length: number } | null): void;
  modules: { toolbar: { container: string; handlers: Record<string, (this: { quill: unknown }, value?: unknown) => void> } };
  formats: string[];
  placeholder?: string;
}

interface FakeQuill {
  root: HTMLElement;
  text: string;
  history: { undo: jest.Mock; redo: jest.Mock };
  format: jest.Mock;
  formatText: jest.Mock;
  setSelection: jest.Mock;
  getLength(): number;
  getText(index?: number, length?: number): string;
  insertText: jest.Mock;
  deleteText: jest.Mock;
}

const stand = {
  props: null as FakeQuillProps | null,
  quill: null as FakeQuill | null,
};

/** A Quill with plain text only: enough to see what the editor asks of it. */
function makeQuill(initial: string): FakeQuill {
  const root = document.createElement('div');
  root.className = 'ql-editor';
  const quill: FakeQuill = {
    root,
    text: `${initial}\n`,
    history: { undo: jest.fn(), redo: jest.fn() },
    format: jest.fn(),
    formatText: jest.fn(),
    setSelection: jest.fn(),
    getLength: () => quill.text.length,
    getText: (index = 0, length = quill.text.length) => quill.text.slice(index, index + length),
    insertText: jest.fn((index: number, text: string) => {
      quill.text = quill.text.slice(0, index) + text + quill.text.slice(index);
      stand.props?.onChange(`<p>${quill.text.trimEnd()}</p>`, {}, 'user', {});
    }),
    deleteText: jest.fn((index: number, length: number) => {
      quill.text = quill.text.slice(0, index) + quill.text.slice(index + length);
    }),
  };
  return quill;
}

jest.mock('quill/ui/icons', () => ({
  __esModule: true,
  default: {
    header: { 1: '<svg></svg>', 2: '<svg></svg>', 3: '<svg></svg>' },
    list: { ordered: '<svg></svg>', bullet: '<svg></svg>' },
    bold: '<svg></svg>',
    italic: '<svg></svg>',
    underline: '<svg></svg>',
    blockquote: '<svg></svg>',
    'code-block': '<svg></svg>',
    link: '<svg></svg>',
  },
}));

jest.mock('react-quill-new', () => {
  const { forwardRef, useEffect, useImperativeHandle, useRef } = jest.requireActual<typeof import('react')>('react');
  const FakeQuill = forwardRef<unknown, FakeQuillProps>(function FakeQuill(props, ref) {
    stand.props = props;
    const holder = useRef<HTMLDivElement>(null);
    const quill = useRef<FakeQuill | null>(null);
    quill.current ??= makeQuill(props.value.replace(/<[^>]*>/g, ''));
    stand.quill = quill.current;
    useImperativeHandle(ref, () => ({ getEditor: () => quill.current }));
    useEffect(() => {
      holder.current?.appendChild(quill.current!.root);
    }, []);
    return <div ref={holder} data-testid="quill" />;
  });
  return { __esModule: true, default: FakeQuill };
});

const NoStyleSheets = ({ children }: { children: ReactNode }) => <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>;

function Host({ onChange, initial = '<p>Read</p>' }: { onChange?: (html: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      id="description"
      ariaLabel="Description"
      status="error"
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange?.(html);
      }}
    />
  );
}

async function renderEditor(onChange?: (html: string) => void) {
  render(<Host onChange={onChange} />, { wrapper: NoStyleSheets });
  return screen.findByRole('toolbar', { name: 'Formatting' });
}

const placeCursor = (index: number, length = 0) => act(() => stand.props!.onChangeSelection({ index, length }));

test("the toolbar: headings, bold, italic, underline, lists, blockquote, code, link, undo, redo and 'Add Link'", async () => {
  const toolbar = await renderEditor();
  expect(within(toolbar).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
    'Heading 1', 'Heading 2', 'Heading 3', 'Bold', 'Italic', 'Underline', 'Numbered list', 'Bulleted list', 'Quote', 'Code', 'Link',
    'Undo', 'Redo', 'Add Link',
  ]);
  // Quill drives its buttons by class; the toolbar is handed to it by id.
  expect(toolbar.querySelector('button.ql-list[value="bullet"]')).toBeInTheDocument();
  expect(stand.props!.modules.toolbar.container).toBe(`#${toolbar.id}`);
  expect(stand.props!.formats).toEqual(expect.arrayContaining(['header', 'bold', 'italic', 'underline', 'list', 'blockquote', 'code-block', 'link']));
  expect(stand.props!.formats).not.toContain('image');
});

test('the editing area is named for the form and marked invalid on error', async () => {
  await renderEditor();
  const area = screen.getByRole('textbox', { name: 'Description' });
  expect(area).toHaveAttribute('id', 'description');
  expect(area).toHaveAttribute('aria-multiline', 'true');
  expect(area).toHaveAttribute('aria-invalid', 'true');
});

test('the editing area says how to leave it by keyboard, beside what the form describes it with', async () => {
  await renderEditor();
  const area = screen.getByRole('textbox', { name: 'Description' });
  expect(area).toHaveAccessibleDescription(EDITOR_KEYS_HINT);
  const error = document.createElement('p');
  error.id = 'description-error';
  error.textContent = 'Description is required.';
  document.body.append(error);
  area.setAttribute('aria-describedby', `${area.getAttribute('aria-describedby')} description-error`);
  // A render later (a keystroke) the form's id is still there, and the hint once.
  act(() => stand.props!.onChange('<p>Read on</p>', {}, 'user', {}));
  expect(area).toHaveAccessibleDescription(`${EDITOR_KEYS_HINT} Description is required.`);
  error.remove();
});

test("'Add Link' inserts [text | url] at the cursor", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  await renderEditor(onChange);
  placeCursor(4);
  await user.click(screen.getByRole('button', { name: 'Add Link' }));
  await user.type(await screen.findByLabelText('Display text'), ' BBC');
  await user.type(screen.getByLabelText('Web address'), 'www.bbc.co.uk');
  await user.click(screen.getByRole('button', { name: 'Insert' }));

  expect(stand.quill!.insertText).toHaveBeenCalledWith(4, '[BBC | https://www.bbc.co.uk]', 'user');
  expect(onChange).toHaveBeenLastCalledWith('<p>Read[BBC | https://www.bbc.co.uk]</p>');
});

test("'Add Link' offers the selected text as the display text and replaces it", async () => {
  const user = userEvent.setup();
  await renderEditor();
  placeCursor(0, 4);
  await user.click(screen.getByRole('button', { name: 'Add Link' }));
  expect(await screen.findByLabelText('Display text')).toHaveValue('Read');
  await user.type(screen.getByLabelText('Web address'), 'https://example.com');
  await user.click(screen.getByRole('button', { name: 'Insert' }));
  expect(stand.quill!.deleteText).toHaveBeenCalledWith(0, 4, 'user');
  expect(stand.quill!.text).toBe('[Read | https://example.com]\n');
});

test("'Add Link' without a web address inserts nothing", async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  await renderEditor(onChange);
  await user.click(screen.getByRole('button', { name: 'Add Link' }));
  await user.type(await screen.findByLabelText('Display text'), 'BBC');
  await user.click(screen.getByRole('button', { name: 'Insert' }));
  expect(stand.quill!.insertText).not.toHaveBeenCalled();
  expect(onChange).not.toHaveBeenCalled();
});

test("'Add Link' with an unsafe address says so and inserts nothing", async () => {
  const user = userEvent.setup();
  await renderEditor();
  await user.click(screen.getByRole('button', { name: 'Add Link' }));
  await user.type(await screen.findByLabelText('Web address'), 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Insert' }));
  expect(await screen.findByText('Enter a web address such as https://www.example.com')).toBeInTheDocument();
  expect(stand.quill!.insertText).not.toHaveBeenCalled();
});

test('undo and redo go to Quill’s history; the link button links the selection, or unlinks', async () => {
  const user = userEvent.setup();
  await renderEditor();
  const { handlers } = stand.props!.modules.toolbar;
  const self = { quill: stand.quill };
  handlers.undo.call(self);
  handlers.redo.call(self);
  expect(stand.quill!.history.undo).toHaveBeenCalled();
  expect(stand.quill!.history.redo).toHaveBeenCalled();

  handlers.link.call(self, false);
  expect(stand.quill!.format).toHaveBeenCalledWith('link', false, 'user');

  placeCursor(0, 4);
  act(() => handlers.link.call(self, true));
  await user.type(await screen.findByLabelText('Web address'), 'example.com');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(stand.quill!.formatText).toHaveBeenCalledWith(0, 4, 'link', 'https://example.com', 'user');
});

describe('a popout closed without a change gives the focus back to the editor, where the cursor was', () => {
  test.each([
    ['Cancel', 'Add Link'],
    ['Escape', 'Add Link'],
    ['Tab from Cancel', 'Add Link'],
    ['Shift+Tab from the first field', 'Add Link'],
    ['Cancel', 'Link'],
    ['Escape', 'Link'],
    ['Tab from Cancel', 'Link'],
    ['Shift+Tab from the first field', 'Link'],
  ])('%s on %s', async (how, opener) => {
    const user = userEvent.setup();
    await renderEditor();
    placeCursor(1, 2);
    if (opener === 'Link') act(() => stand.props!.modules.toolbar.handlers.link.call({ quill: stand.quill }, true));
    else await user.click(screen.getByRole('button', { name: opener }));
    await user.click(await screen.findByLabelText('Web address'));
    if (how === 'Escape') await user.keyboard('{Escape}');
    else if (how === 'Tab from Cancel') {
      act(() => screen.getByRole('button', { name: 'Cancel' }).focus());
      await user.tab();
    } else if (how.startsWith('Shift+Tab')) {
      act(() => screen.getAllByRole('textbox').find((field) => field.closest('form'))!.focus());
      await user.tab({ shift: true });
    } else await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText('Web address')).not.toBeInTheDocument());
    // Quill's setSelection focuses its editing area and selects the range again.
    expect(stand.quill!.setSelection).toHaveBeenCalledWith(1, 2, 'api');
    expect(stand.quill!.insertText).not.toHaveBeenCalled();
    expect(stand.quill!.formatText).not.toHaveBeenCalled();
  });
});
