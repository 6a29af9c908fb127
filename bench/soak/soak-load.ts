import autocannon from 'autocannon';
import { SOAK_KINDS, type SoakKind, type SoakRequest } from './traffic-mix';

export interface SoakLoadOptions {
  /** The app's origin, http://127.0.0.1:PORT. */
  url: string;
  connections: number;
  seconds: number;
  /** Latencies of the first seconds (JIT, cold caches) are left out of the percentiles. */
  warmupSeconds: number;
  /** The next request of the mix. */
  next: () => SoakRequest;
}

export interface KindResult {
  kind: SoakKind;
  /** Every response of the whole run, warm-up included. */
  responses: number;
  /** Responses with a status other than 2xx, by status. */
  failedStatuses: Record<string, number>;
  /** Over the responses after the warm-up. */
  p50Ms: number;
  p99Ms: number;
  measuredResponses: number;
}

export interface SoakLoadResult {
  kinds: KindResult[];
  totalResponses: number;
  /** Non-2xx responses, timeouts and connection errors, over the whole run. */
  errors: number;
  timeouts: number;
  connectionErrors: number;
  /** Responses a second over the whole run. */
  requestsPerSecond: number;
  elapsedSeconds: number;
}

/** What autocannon keeps per connection between a request's setup and its response. */
interface RequestContext {
  kind: SoakKind;
}

/**
 * Runs the mix with autocannon for a fixed time, on this process's main thread: the app is another
 * process, so the load does not share its event loop. Each connection asks for its next request from
 * the mix; latencies are recorded per kind.
 */
export async function runSoakLoad(options: SoakLoadOptions): Promise<SoakLoadResult> {
  const latencies = new Map<SoakKind, number[]>(SOAK_KINDS.map((kind) => [kind, []]));
  const responses = new Map<SoakKind, number>(SOAK_KINDS.map((kind) => [kind, 0]));
  const failed = new Map<SoakKind, Record<string, number>>(SOAK_KINDS.map((kind) => [kind, {}]));
  const startedAt = performance.now();
  // autocannon calls a request's onResponse and then, synchronously, emits 'response' with the latency
  // for the same request; the kind is handed from one to the other through this variable.
  let answeredKind: SoakKind | undefined;

  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        requests: [
          {
            setupRequest: (request, context) => {
              const next = options.next();
              (context as RequestContext).kind = next.kind;
              return {
                ...request,
                method: next.method,
                path: next.path,
                headers: next.headers,
                body: next.body,
              };
            },
            onResponse: (status, _body, context) => {
              const kind = (context as RequestContext).kind;
              answeredKind = kind;
              responses.set(kind, (responses.get(kind) ?? 0) + 1);
              if (status < 200 || status > 299) {
                const byStatus = failed.get(kind) ?? {};
                byStatus[status] = (byStatus[status] ?? 0) + 1;
                failed.set(kind, byStatus);
              }
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (answeredKind === undefined) return;
      if ((performance.now() - startedAt) / 1000 >= options.warmupSeconds) {
        latencies.get(answeredKind)?.push(responseTime);
      }
      answeredKind = undefined;
    });
  });
  const elapsedSeconds = (performance.now() - startedAt) / 1000;

  const kinds = SOAK_KINDS.map((kind): KindResult => {
    const sorted = Float64Array.from(latencies.get(kind) ?? []).sort();
    return {
      kind,
      responses: responses.get(kind) ?? 0,
      failedStatuses: failed.get(kind) ?? {},
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
      measuredResponses: sorted.length,
    };
  });
  const totalResponses = kinds.reduce((sum, k) => sum + k.responses, 0);
  const failedResponses = kinds.reduce(
    (sum, k) => sum + Object.values(k.failedStatuses).reduce((n, c) => n + c, 0),
    0,
  );
  // autocannon counts timeouts among its errors.
  const connectionErrors = result.errors - result.timeouts;
  return {
    kinds,
    totalResponses,
    errors: failedResponses + result.timeouts + connectionErrors,
    timeouts: result.timeouts,
    connectionErrors,
    requestsPerSecond: totalResponses / elapsedSeconds,
    elapsedSeconds,
  };
}

/** The nearest-rank percentile of sorted values (NaN when there are none). */
function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}
