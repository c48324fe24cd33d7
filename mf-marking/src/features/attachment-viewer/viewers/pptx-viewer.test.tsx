import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { SuiteQueryProvider, resetQueryClient } from '@homework/platform/api';
import { PptxViewer } from './pptx-viewer';

const bytes = new Uint8Array(readFileSync(path.join(__dirname, '../fixtures/slides.pptx')));
const file = { Id: 'slides', FileName: 'Presentation.pptx', FileSize: bytes.length, UrlWithSasToken: '/v3/files/slides?sig=abc' };

const realFetch = global.fetch;
beforeEach(() => {
  // jsdom has no Response: just what the file fetch reads.
  global.fetch = (async () => ({ ok: true, status: 200, arrayBuffer: async () => bytes.slice().buffer })) as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  resetQueryClient();
});

test("each slide's title placeholder is the slide's heading, its other text the body under it", async () => {
  render(
    <SuiteQueryProvider>
      <PptxViewer attachment={file} label="Presentation.pptx, PowerPoint" />
    </SuiteQueryProvider>,
  );
  const slides = await screen.findAllByRole('region', { name: /^Slide \d of 3$/ });
  expect(slides.map((slide) => within(slide).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'The water cycle',
    'Evaporation',
    'Condensation and precipitation',
  ]);
  expect(within(slides[0]!).getByText('Year 8 Geography presentation').closest('h3')).toBeNull();
});
