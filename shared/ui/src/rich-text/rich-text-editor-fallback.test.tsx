// If the editor's code cannot be loaded (a failed chunk), the description can still be written.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { RichTextEditor, plainTextToHtml } from './index';

jest.mock('react-quill-new', () => {
  throw new Error('Loading chunk failed');
});

test('a plain text box takes the editor’s place, writing paragraphs of escaped text', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <RichTextEditor id="description" ariaLabel="Description" value="<p>Read&nbsp;<strong>this</strong></p>" onChange={onChange} />
    </ConfigProvider>,
  );
  const box = await screen.findByRole('textbox', { name: 'Description' });
  expect(box).toHaveAttribute('id', 'description');
  expect(box).toHaveValue('Read this');
  await user.type(box, ' <b>');
  expect(onChange).toHaveBeenLastCalledWith('<p>Read this &lt;b&gt;</p>');
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.anything());
  logged.mockRestore();
});

test('plainTextToHtml: a paragraph per line, empty lines kept', () => {
  expect(plainTextToHtml('One & two\n\nThree')).toBe('<p>One &amp; two</p><p><br></p><p>Three</p>');
});
