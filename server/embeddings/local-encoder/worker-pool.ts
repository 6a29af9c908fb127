import type { Worker } from 'node:worker_threads';

/** What the pool sends a worker: one unit of work, answered by a WorkerReply with the same id. */
export interface WorkerRequest<Input> {
  id: number;
  input: Input;
}
export type WorkerReply<Output> =
  | { id: number; ok: true; output: Output }
  | { id: number; ok: false; error: string };
/** A message a worker sends on its own once it is ready, with how long loading took. */
interface LoadedNotice {
  type: 'loaded';
  ms: number;
}

interface Task<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: Error) => void;
}

interface Slot<Input, Output> {
  worker: Worker;
  task: Task<Input, Output> | null;
  requestId: number;
  lastError: Error | null;
}

export interface WorkerPoolOptions {
  /** Names the pool in error messages ("encoder"). */
  name: string;
  size: number;
  /** Starts one worker thread; called lazily, and again to replace a worker that died. */
  startWorker: () => Worker;
  /** Told each worker's load time (the `loaded` notice), for logs and the bench. */
  onLoaded?: (ms: number) => void;
}

/**
 * A fixed number of worker threads, each doing one task at a time. Workers start on first use. Urgent tasks
 * (search queries) go before queued background work (the embedding job), so live traffic waits for at most
 * the task a worker is in. A worker that dies is dropped, its task rejected with the reason, and a new one
 * started for the next task — a caller never hangs.
 */
export class WorkerPool<Input, Output> {
  private readonly slots: Slot<Input, Output>[] = [];
  private readonly urgent: Task<Input, Output>[] = [];
  private readonly background: Task<Input, Output>[] = [];
  private nextRequestId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new Error(`The ${options.name} pool needs at least one worker, not ${options.size}`);
    }
  }

  /** Runs one task on the first free worker; `urgent` tasks jump the queue. */
  run(input: Input, { urgent = false } = {}): Promise<Output> {
    if (this.closed) return Promise.reject(new Error(`The ${this.options.name} pool is closed`));
    return new Promise<Output>((resolve, reject) => {
      (urgent ? this.urgent : this.background).push({ input, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers started so far (for tests and status). */
  get workerCount(): number {
    return this.slots.length;
  }

  /** Stops every worker; queued and running tasks reject. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new Error(`The ${this.options.name} pool was closed`);
    for (const task of [...this.urgent, ...this.background]) task.reject(error);
    this.urgent.length = 0;
    this.background.length = 0;
    const slots = this.slots.splice(0);
    for (const slot of slots) slot.task?.reject(error);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.urgent.length + this.background.length > 0) {
      let slot = this.slots.find((candidate) => candidate.task === null);
      if (!slot && this.slots.length < this.options.size) slot = this.startSlot();
      if (!slot) return;
      const task = (this.urgent.shift() ?? this.background.shift()) as Task<Input, Output>;
      slot.task = task;
      slot.requestId = this.nextRequestId++;
      // A busy worker keeps the process alive until its answer arrives; an idle one does not hold it open.
      slot.worker.ref();
      const request: WorkerRequest<Input> = { id: slot.requestId, input: task.input };
      slot.worker.postMessage(request);
    }
  }

  private startSlot(): Slot<Input, Output> {
    const slot: Slot<Input, Output> = {
      worker: this.options.startWorker(),
      task: null,
      requestId: 0,
      lastError: null,
    };
    this.slots.push(slot);
    slot.worker.unref();
    slot.worker.on('message', (message: WorkerReply<Output> | LoadedNotice) => {
      if ('type' in message) {
        this.options.onLoaded?.(message.ms);
        return;
      }
      const task = slot.task;
      if (!task || message.id !== slot.requestId) return;
      slot.task = null;
      slot.worker.unref();
      if (message.ok) task.resolve(message.output);
      else task.reject(new Error(`The ${this.options.name} worker failed: ${message.error}`));
      this.dispatch();
    });
    slot.worker.on('error', (error) => {
      slot.lastError = error;
    });
    slot.worker.on('exit', (code) => this.onExit(slot, code));
    return slot;
  }

  private onExit(slot: Slot<Input, Output>, code: number): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return; // closed on purpose
    this.slots.splice(index, 1);
    const reason = slot.lastError ? `: ${slot.lastError.message}` : '';
    slot.task?.reject(
      new Error(`The ${this.options.name} worker stopped (exit code ${code})${reason}; it will be replaced`),
    );
    slot.task = null;
    // Queued tasks start a replacement worker.
    this.dispatch();
  }
}
