import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startAppProcess } from '../e2e/support/app-process';
import { type ImportStreamLine, importStreamLineSchema } from '../shared/contracts/import';
import type { BenchDatabase } from './bench-database';
import { benchVideo } from './library/bench-video';
import { readRssMb, sampleRss } from './soak/rss-sampler';

/** Ids above the bench library's own, so every record is a new video. */
const ID_OFFSET = 50_000_000;
const TARGET_RECORDS_PER_SECOND = 2_000;

/**
 * `npm run bench -- --only import [--count N]`: N realistic records (the bench library generator) as an
 * NDJSON file, posted as the import screen does (raw body, `Accept: application/x-ndjson`) to the app
 * running as a process of its own; records/s from the first byte to the report line, and the app's RSS
 * sampled every second (it should stay flat: the upload is imported batch by batch as it streams in).
 */
export async function runImportBench(
  bench: BenchDatabase,
  count: number,
  log: (message: string) => void,
): Promise<boolean> {
  const file = path.join(await fs.promises.mkdtemp(path.join(os.tmpdir(), 'import-bench-')), 'videos.ndjson');
  const out = fs.createWriteStream(file);
  for (let id = 1; id <= count; id++) {
    const record = benchVideo(id, count);
    record.id = ID_OFFSET + id;
    record.url = `${String(record.url)}?import=${id}`;
    if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const size = (await fs.promises.stat(file)).size;
  log(`wrote ${count.toLocaleString('en-US')} records, ${(size / 1024 / 1024).toFixed(1)} MB`);

  log('starting the app as a process of its own');
  const app = await startAppProcess({
    DATA_DIR: bench.dataDir,
    DATABASE_URL: bench.url,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ALLOW_OPEN_IMPORT: '1',
  });
  try {
    const rssStart = await readRssMb(app.pid);
    const started = performance.now();
    const rss = sampleRss(app.pid, started);
    // How far the sender got against how far the server had read, at each progress line.
    const leads: number[] = [];
    let sent = 0;
    const lines: ImportStreamLine[] = [];
    await new Promise<void>((resolve, reject) => {
      const request = http.request(`${app.appUrl}/api/admin/import`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-ndjson',
          accept: 'application/x-ndjson',
          'content-length': String(size),
          origin: app.appUrl,
        },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (text: string) => {
          buffer += text;
          const parts = buffer.split('\n');
          buffer = parts.pop() ?? '';
          for (const part of parts.filter(Boolean)) {
            const line = importStreamLineSchema.parse(JSON.parse(part));
            if (line.type === 'progress') leads.push(sent - line.bytesRead);
            lines.push(line);
          }
        });
        response.on('end', resolve);
        response.on('error', reject);
      });
      const source = fs.createReadStream(file, { highWaterMark: 64 * 1024 });
      source.on('data', (chunk) => {
        sent += chunk.length;
      });
      source.pipe(request);
    });
    const seconds = (performance.now() - started) / 1000;
    rss.stop();
    const rssEnd = await readRssMb(app.pid);
    const last = lines.at(-1);
    if (last?.type !== 'report')
      throw new Error(`the import ended without a report: ${JSON.stringify(last)}`);
    const { report } = last;
    const perSecond = count / seconds;
    const peak = Math.max(rssStart, rssEnd, ...rss.samples.map((s) => s.mb));
    const maxLeadMb = Math.max(0, ...leads) / 1024 / 1024;
    const figures = {
      records: count,
      fileMb: Number((size / 1024 / 1024).toFixed(1)),
      seconds: Number(seconds.toFixed(1)),
      recordsPerSecond: Math.round(perSecond),
      inserted: report.inserted,
      updated: report.updated,
      unchanged: report.unchanged,
      rejected: report.rejected.length,
      progressLines: lines.length - 1,
      rssMb: { start: Math.round(rssStart), peak: Math.round(peak), end: Math.round(rssEnd) },
      rssSamples: rss.samples.map((s) => `${s.second.toFixed(0)}s:${Math.round(s.mb)}`).join(' '),
      maxSenderLeadMb: Number(maxLeadMb.toFixed(1)),
    };
    console.log(JSON.stringify(figures, null, 2));
    const ok =
      perSecond >= TARGET_RECORDS_PER_SECOND && report.inserted + report.updated + report.unchanged === count;
    log(
      `import: ${Math.round(perSecond)} records/s (target ≥ ${TARGET_RECORDS_PER_SECOND}), RSS ${figures.rssMb.start} → peak ${figures.rssMb.peak} → ${figures.rssMb.end} MB; the sender was at most ${figures.maxSenderLeadMb} MB ahead of the import — ${ok ? 'PASS' : 'FAIL'}`,
    );
    return ok;
  } finally {
    await app.stop();
    await fs.promises.rm(path.dirname(file), { recursive: true, force: true });
  }
}
