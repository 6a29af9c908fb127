// The paced load's worker thread (bench/load.ts `overallRate`): sends request i at start + i / rate, open
// loop, over at most `connections` keep-alive sockets, and times each answer from the moment it was due,
// so a request that waited for a socket counts its wait. autocannon's own rate limit was not used: it lets
// each connection send its share at the top of every second (50 req/s arrive as one burst of 50), and
// corrects for coordinated omission with an interval of 1 ms rather than the connection's 1 / rate
// seconds, which adds a sample for every millisecond of a slow answer. Plain CommonJS, as the worker is
// started without TypeScript.
const fs = require('node:fs');
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');

const { origin, paths: givenPaths, pathFile, rate, seconds, connections, headers } = workerData;
const paths = pathFile ? fs.readFileSync(pathFile, 'utf8').split('\n').filter(Boolean) : givenPaths;
const target = new URL(origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const interval = 1000 / rate;
const total = Math.max(1, Math.floor(rate * seconds));
const TIMEOUT_MS = 10_000;

const latencies = [];
const statuses = {};
let timeouts = 0;
let connectionErrors = 0;
let sent = 0;
let settled = 0;
const start = performance.now() + 10;

function send(i) {
  const due = start + i * interval;
  const path = paths[i % paths.length];
  sent += 1;
  let over = false;
  const end = (record) => {
    if (over) return;
    over = true;
    record();
    settled += 1;
    if (settled === total) report();
  };
  const request = http.get(
    { host: target.hostname, port: target.port, path, agent, headers, timeout: TIMEOUT_MS },
    (response) => {
      response.resume();
      response.on('end', () =>
        end(() => {
          latencies.push(performance.now() - due);
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        }),
      );
    },
  );
  request.on('timeout', () => {
    end(() => {
      timeouts += 1;
    });
    request.destroy();
  });
  request.on('error', () =>
    end(() => {
      connectionErrors += 1;
    }),
  );
}

let next = 0;
function tick() {
  const now = performance.now();
  while (next < total && start + next * interval <= now) send(next++);
  if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
}

function report() {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q) => (sorted.length ? sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] : 0);
  const failedStatuses = {};
  let ok = 0;
  for (const [status, count] of Object.entries(statuses)) {
    if (status.startsWith('2')) ok += count;
    else failedStatuses[status] = count;
  }
  agent.destroy();
  parentPort.postMessage({
    p50Ms: Math.round(at(0.5)),
    p99Ms: Math.round(at(0.99)),
    requestsPerSecond: ok / seconds,
    ok,
    failedStatuses,
    timeouts,
    connectionErrors,
    sent,
  });
}

setTimeout(tick, 10);
