import { INT8_DOT_WASM } from './int8-dot-wasm';

/** Compiled once per process; each row store instantiates it with a memory of its own. */
let compiled: WebAssembly.Module | null = null;

const PAGE = 65_536;
/** Rows scored per `dotMany` call: the row numbers and sums live in a fixed region of the memory. */
export const DOT_BATCH = 4096;
const INT32_MAX = 2 ** 31 - 1;

/**
 * Int8-coded rows in WebAssembly memory, scored against a query with SIMD (int8-dot.wat): the vector
 * index's hot loop, ~6× faster than JavaScript's one multiply at a time. Rows are `stride` bytes (the
 * dimension rounded up to 16, zero-padded). The query is held as int16, scaled so its largest component
 * is as large as an i32 sum allows (±16,383 for 512 dimensions: rounding well under 0.01 %).
 */
export class Int8Rows {
  readonly stride: number;
  private readonly memory: WebAssembly.Memory;
  private readonly dotManyAt: (
    query: number,
    base: number,
    stride: number,
    rows: number,
    count: number,
    out: number,
  ) => void;
  private readonly batchBase: number;
  private readonly sumsBase: number;
  private readonly rowsBase: number;
  private batchRows: Int32Array;
  private batchSums: Int32Array;
  private readonly queryMax: number;
  private capacity = 0;
  /** The rows' codes, row r at r × stride; replaced when the memory grows (read it afresh each time). */
  codes: Int8Array = new Int8Array(0);
  private query: Int16Array;
  private queryScale = 0;
  private current: Float32Array | null = null;

  constructor(readonly dimension: number) {
    this.stride = Math.ceil(dimension / 16) * 16;
    this.queryMax = Math.min(16_383, Math.floor(INT32_MAX / (this.stride * 127)));
    if (this.queryMax < 255) throw new Error(`a ${dimension}-d vector is too long for the int8 index`);
    compiled ??= new WebAssembly.Module(Buffer.from(INT8_DOT_WASM, 'base64'));
    const instance = new WebAssembly.Instance(compiled, { env: {} });
    // The module exports its own memory; this store uses that one.
    const exports = instance.exports as {
      memory: WebAssembly.Memory;
      dotMany: Int8Rows['dotManyAt'];
    };
    this.memory = exports.memory;
    this.dotManyAt = exports.dotMany;
    // The memory: the query, the row numbers of a batch, their sums, then the rows.
    this.batchBase = Math.ceil((this.stride * 2) / 16) * 16;
    this.sumsBase = this.batchBase + DOT_BATCH * 4;
    this.rowsBase = this.sumsBase + DOT_BATCH * 4;
    this.query = new Int16Array(this.memory.buffer, 0, this.stride);
    this.batchRows = new Int32Array(0);
    this.batchSums = new Int32Array(0);
    this.reserve(1024);
  }

  /** Room for `rows` rows (grows by doubling; existing rows are kept). */
  reserve(rows: number): void {
    if (rows <= this.capacity) return;
    const capacity = Math.max(rows, this.capacity * 2);
    const needed = this.rowsBase + capacity * this.stride;
    const have = this.memory.buffer.byteLength;
    if (needed > have) this.memory.grow(Math.ceil((needed - have) / PAGE));
    this.capacity = capacity;
    this.codes = new Int8Array(this.memory.buffer, this.rowsBase, capacity * this.stride);
    this.query = new Int16Array(this.memory.buffer, 0, this.stride);
    this.batchRows = new Int32Array(this.memory.buffer, this.batchBase, DOT_BATCH);
    this.batchSums = new Int32Array(this.memory.buffer, this.sumsBase, DOT_BATCH);
    this.current = null;
  }

  /**
   * Makes `query` the one `dot` scores against. The same array given again is not read again: a caller
   * must not change a query in place between calls.
   */
  setQuery(query: Float32Array): void {
    if (query === this.current) return;
    let largest = 0;
    for (let i = 0; i < query.length; i++) largest = Math.max(largest, Math.abs(query[i] as number));
    const scale = largest > 0 ? this.queryMax / largest : 0;
    const codes = this.query;
    for (let i = 0; i < this.stride; i++)
      codes[i] = i < query.length ? Math.round((query[i] as number) * scale) : 0;
    this.queryScale = scale > 0 ? 1 / scale : 0;
    this.current = query;
  }

  /**
   * The query's dot product with each of `rows[0..count)`'s codes (times a row's own step, its dot with the
   * vector) into `out`, in one call into WebAssembly per DOT_BATCH rows (a call
   * per row spent more time crossing into WebAssembly than multiplying).
   */
  dotMany(rows: ArrayLike<number>, count: number, out: Float64Array): void {
    for (let start = 0; start < count; start += DOT_BATCH) {
      const n = Math.min(DOT_BATCH, count - start);
      const batch = this.batchRows;
      for (let k = 0; k < n; k++) batch[k] = rows[start + k] as number;
      this.dotManyAt(0, this.rowsBase, this.stride, this.batchBase, n, this.sumsBase);
      const sums = this.batchSums;
      for (let k = 0; k < n; k++) out[start + k] = (sums[k] as number) * this.queryScale;
    }
  }
}
