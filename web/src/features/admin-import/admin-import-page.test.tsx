// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { AdminImportPage } from './admin-import-page';
import type { ImportReport, UploadProgress } from './api/upload-import';
import { uploadImport } from './api/upload-import';
import { rejectionsCsv } from './report-files';

vi.mock('./api/upload-import', async (original) => ({
  ...(await original<typeof import('./api/upload-import')>()),
  contentTypeOf: async () => 'application/x-ndjson',
  uploadImport: vi.fn(),
}));

const report = (rejected: number): ImportReport => ({
  inserted: 40,
  updated: 2,
  unchanged: 1,
  rejected: Array.from({ length: rejected }, (_, i) => ({
    position: `line ${i + 3}`,
    reason: 'not valid JSON',
  })),
  collisions: [],
  taxonomyEntriesCreated: 5,
  thumbnailsConverted: 0,
  thumbnailsMissing: 0,
});

let finish: (value: ImportReport) => void;
let fail: (error: unknown) => void;
let progress: (p: UploadProgress) => void;

beforeEach(() => {
  vi.mocked(uploadImport).mockClear();
  vi.mocked(uploadImport).mockImplementation(
    (_file, _type, onProgress) =>
      new Promise((resolve, reject) => {
        finish = resolve;
        fail = reject;
        progress = onProgress;
      }),
  );
});
afterEach(cleanup);

const renderPage = () =>
  render(
    <MemoryRouter>
      <AdminImportPage />
    </MemoryRouter>,
  );
const ndjson = new File(['{"id":1}\n'.repeat(100)], 'videos.ndjson', { type: 'application/x-ndjson' });

describe('AdminImportPage', () => {
  it('refuses a file that is not JSON or NDJSON, with a clear message', async () => {
    renderPage();
    await userEvent.upload(screen.getByLabelText('Import file'), new File(['a,b'], 'videos.csv'), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert').textContent).toContain('videos.csv is not a JSON or NDJSON file');
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the chosen file, the progress bar as the import goes, then the report', async () => {
    renderPage();
    await userEvent.upload(screen.getByLabelText('Import file'), ndjson);
    expect(screen.getByText(/videos\.ndjson/).textContent).toContain('videos.ndjson · 900 B');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    progress({ bytesSent: 450, total: 900, server: null });
    expect(await screen.findByText('50%')).toBeTruthy();
    progress({
      bytesSent: 900,
      total: 900,
      server: {
        type: 'progress',
        bytesRead: 900,
        recordsRead: 100,
        inserted: 40,
        updated: 2,
        unchanged: 1,
        rejected: 57,
      },
    });
    expect(await screen.findByText(/100 records read · 40 new/)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    finish(report(57));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeTruthy();
    const figures = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(figures).toEqual(['40', '2', '1', '57']);
    const table = screen.getByRole('table', { name: 'Rejected records' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('and 7 more (in the downloads)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download report/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByText('Drop a JSON or NDJSON file here')).toBeTruthy();
  });

  it("shows the server's message when the import fails, with Try Again", async () => {
    renderPage();
    await userEvent.upload(screen.getByLabelText('Import file'), ndjson);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    fail(new ApiRequestError(413, 'payload_too_large', 'An import file may be at most 100 MB'));
    expect((await screen.findByRole('alert')).textContent).toContain('An import file may be at most 100 MB');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(uploadImport).toHaveBeenCalledTimes(2);
  });

  it('writes the rejections as CSV, quoting where needed', () => {
    const csv = rejectionsCsv({
      ...report(0),
      rejected: [{ position: 'line 3', reason: 'url is "bad", really' }],
    });
    expect(csv).toBe('position,reason\nline 3,"url is ""bad"", really"\n');
  });
});
