// The editor's styles, injected while an editor is on the page. The suite's builds load no CSS files
// (antd styles itself at run time), so the part of Quill 2.0.3's quill.core.css the toolbar's formats
// need is written here, scoped to .hw-rich-text, with a plain toolbar in place of a Quill theme.
// Quill: BSD-3-Clause, Copyright (c) 2017-2024, Slab; (c) 2014, Jason Chen; (c) 2013, salesforce.com.

export interface EditorColours {
  border: string;
  error: string;
  primary: string;
  text: string;
  placeholder: string;
  hover: string;
  radius: number;
}

const LIST_COUNTERS = 'list-0 list-1 list-2 list-3 list-4 list-5 list-6 list-7 list-8 list-9';

export const editorCss = (c: EditorColours) => `
.hw-rich-text { border: 1px solid ${c.border}; border-radius: ${c.radius}px; background: #fff; }
.hw-rich-text.hw-rich-text-error { border-color: ${c.error}; }
.hw-rich-text:focus-within { border-color: ${c.primary}; }
.hw-rich-text .ql-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; padding: 4px 8px; border-bottom: 1px solid ${c.border}; }
.hw-rich-text .ql-formats { display: inline-flex; align-items: center; }
.hw-rich-text .ql-toolbar button.hw-tool { background: none; border: none; border-radius: 4px; cursor: pointer; display: inline-block; height: 28px; width: 30px; padding: 4px 5px; color: ${c.text}; }
.hw-rich-text .ql-toolbar button.hw-tool:hover { background: ${c.hover}; }
.hw-rich-text .ql-toolbar button.hw-tool:focus-visible { background: ${c.hover}; outline: 2px solid ${c.primary}; outline-offset: -2px; }
.hw-rich-text .ql-toolbar button.hw-tool svg { height: 100%; width: 100%; }
.hw-rich-text .ql-stroke { fill: none; stroke: currentColor; stroke-linecap: round; stroke-linejoin: round; stroke-width: 2; }
.hw-rich-text .ql-stroke-miter { fill: none; stroke: currentColor; stroke-miterlimit: 10; stroke-width: 2; }
.hw-rich-text .ql-fill, .hw-rich-text .ql-stroke.ql-fill { fill: currentColor; }
.hw-rich-text .ql-even { fill-rule: evenodd; }
.hw-rich-text .ql-thin, .hw-rich-text .ql-stroke.ql-thin { stroke-width: 1; }
.hw-rich-text .ql-toolbar button.ql-active { color: ${c.primary}; }
.hw-rich-text .ql-container { box-sizing: border-box; font-family: inherit; font-size: 14px; margin: 0; position: relative; }
.hw-rich-text .ql-clipboard { left: -100000px; height: 1px; overflow-y: hidden; position: absolute; top: 50%; }
.hw-rich-text .ql-editor { box-sizing: border-box; counter-reset: ${LIST_COUNTERS}; line-height: 1.5; min-height: 160px; max-height: 480px; outline: none; overflow-y: auto; padding: 8px 11px; tab-size: 4; text-align: left; white-space: pre-wrap; word-wrap: break-word; }
.hw-rich-text .ql-editor > * { cursor: text; }
.hw-rich-text .ql-editor p, .hw-rich-text .ql-editor ol, .hw-rich-text .ql-editor pre, .hw-rich-text .ql-editor blockquote,
.hw-rich-text .ql-editor h1, .hw-rich-text .ql-editor h2, .hw-rich-text .ql-editor h3 { margin: 0; padding: 0; counter-set: ${LIST_COUNTERS}; }
.hw-rich-text .ql-editor h1 { font-size: 2em; } .hw-rich-text .ql-editor h2 { font-size: 1.5em; } .hw-rich-text .ql-editor h3 { font-size: 1.17em; }
.hw-rich-text .ql-editor ol { padding-left: 1.5em; }
.hw-rich-text .ql-editor li { list-style-type: none; padding-left: 1.5em; position: relative; }
.hw-rich-text .ql-editor li[data-list] { counter-set: list-1 list-2 list-3 list-4 list-5 list-6 list-7 list-8 list-9; }
.hw-rich-text .ql-editor li > .ql-ui:before { display: inline-block; margin-left: -1.5em; margin-right: .3em; text-align: right; white-space: nowrap; width: 1.2em; }
.hw-rich-text .ql-editor li[data-list=bullet] > .ql-ui:before { content: '\\2022'; }
.hw-rich-text .ql-editor li[data-list=ordered] { counter-increment: list-0; }
.hw-rich-text .ql-editor li[data-list=ordered] > .ql-ui:before { content: counter(list-0, decimal) '. '; }
.hw-rich-text .ql-editor .ql-ui { position: absolute; }
.hw-rich-text .ql-editor blockquote { border-left: 4px solid ${c.border}; margin: 5px 0; padding-left: 16px; }
.hw-rich-text .ql-editor code, .hw-rich-text .ql-editor .ql-code-block-container { background: #f0f0f0; border-radius: 3px; font-family: monospace; }
.hw-rich-text .ql-editor code { font-size: 85%; padding: 2px 4px; }
.hw-rich-text .ql-editor .ql-code-block-container { margin: 5px 0; padding: 5px 10px; position: relative; }
.hw-rich-text .ql-editor a { text-decoration: underline; }
.hw-rich-text .ql-editor.ql-blank::before { color: ${c.placeholder}; content: attr(data-placeholder); font-style: normal; left: 11px; pointer-events: none; position: absolute; right: 11px; }
`;

let users = 0;
let element: HTMLStyleElement | null = null;

/** Adds the styles for one more editor; the returned function takes them away with the last editor. */
export function addEditorStylesheet(css: string): () => void {
  users += 1;
  if (!element) {
    element = document.createElement('style');
    element.setAttribute('data-hw-rich-text', '');
    document.head.appendChild(element);
  }
  if (element.textContent !== css) element.textContent = css;
  return () => {
    users -= 1;
    if (users === 0 && element) {
      element.remove();
      element = null;
    }
  };
}
