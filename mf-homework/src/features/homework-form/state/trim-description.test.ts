import { trimDescription } from './trim-description';

describe("the description is trimmed (01 §5) as the editor's HTML", () => {
  test.each([
    ['nothing to trim', '<p>Read page 12</p>', '<p>Read page 12</p>'],
    ['spaces typed before and after, as Quill writes them', '<p>&nbsp;&nbsp;Read page 12&nbsp;&nbsp;</p>', '<p>Read page 12</p>'],
    ['as the form keeps them (ordinary and &nbsp; in turn)', '<p> &nbsp;Read page 12 &nbsp;</p>', '<p>Read page 12</p>'],
    ['the no-break character', '<p>\u00a0Read\u00a0</p>', '<p>Read</p>'],
    ['spaces inside keep their width', '<p> Read &nbsp;page 12 </p>', '<p>Read &nbsp;page 12</p>'],
    ['empty lines above and below', '<p><br></p><p> </p><p>Read</p><p>Then write</p><p><br></p><p><br></p>', '<p>Read</p><p>Then write</p>'],
    ['an empty line between paragraphs stays', '<p>Read</p><p><br></p><p>Write</p>', '<p>Read</p><p><br></p><p>Write</p>'],
    ['spaces at the ends of lines inside stay', '<p>Read </p><p> Write</p>', '<p>Read </p><p> Write</p>'],
    ['a formatted first and last word', '<p><strong> Read</strong> page <em>12 </em></p>', '<p><strong>Read</strong> page <em>12</em></p>'],
    ['spaces before the formatting starts', '<p> &nbsp;<strong>Read</strong></p>', '<p><strong>Read</strong></p>'],
    ['a heading first', '<h2> Volcanoes</h2><p>Draw one. </p>', '<h2>Volcanoes</h2><p>Draw one.</p>'],
    [
      "a list keeps Quill's marker",
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span> One</li><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Two </li></ol>',
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>One</li><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Two</li></ol>',
    ],
    ['a link at the end', '<p>See <a href="https://x.example/" rel="noopener noreferrer" target="_blank">this </a>&nbsp;</p>', '<p>See <a href="https://x.example/" rel="noopener noreferrer" target="_blank">this</a></p>'],
    ['only spaces: nothing', '<p>&nbsp; </p><p><br></p>', ''],
    ['empty', '', ''],
    ['entities are text, not spaces', '<p>&amp; more &lt;</p>', '<p>&amp; more &lt;</p>'],
  ])('%s', (_name, html, expected) => {
    expect(trimDescription(html)).toBe(expected);
  });
});
