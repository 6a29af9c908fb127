/**
 * One value per state of what it is derived from (the library generation, and for vectors the search
 * index's version): read once, shared by concurrent callers, dropped when the state moves. A failed read
 * is not kept, so the next caller reads again.
 */
export class PerState<T> {
  private state: string | null = null;
  private value: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(state: string): Promise<T> {
    if (this.value && this.state === state) return this.value;
    const value = this.read();
    this.state = state;
    this.value = value;
    value.catch(() => {
      if (this.value === value) this.value = null;
    });
    return value;
  }
}
