type TypedArray = Int32Array | Float32Array | Float64Array | Uint8Array | Int8Array | Uint16Array;
type TypedArrayOf<T extends TypedArray> = { new (length: number): T };

/**
 * A typed array that grows by doubling: the index's columns and posting lists hold millions of numbers,
 * and a plain JS array of numbers costs 8 bytes an element where these cost 1–4.
 */
export class Growable<T extends TypedArray> {
  array: T;
  length = 0;

  constructor(
    private readonly kind: TypedArrayOf<T>,
    capacity = 4,
  ) {
    this.array = new kind(capacity);
  }

  push(value: number): number {
    if (this.length === this.array.length) this.reserve(this.length + 1);
    this.array[this.length] = value;
    return this.length++;
  }

  /** Makes room for `capacity` elements (at least double, so pushes stay amortised O(1)). */
  reserve(capacity: number): void {
    if (capacity <= this.array.length) return;
    const next = new this.kind(Math.max(capacity, this.array.length * 2));
    next.set(this.array.subarray(0, this.length) as never);
    this.array = next;
  }

  /** Gives back the spare capacity (after a bulk load, when the list is unlikely to grow much). */
  trim(): void {
    if (this.array.length === this.length) return;
    const next = new this.kind(this.length);
    next.set(this.array.subarray(0, this.length) as never);
    this.array = next;
  }

  get bytes(): number {
    return this.array.byteLength;
  }
}
