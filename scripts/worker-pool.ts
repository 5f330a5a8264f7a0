// Worker threads for the build's CPU-bound steps (terser, zopfli): each runs one plain-JavaScript function, one job at a time, on its own core.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Jobs run on a pool's workers: `run` resolves with the job's result; `close` ends the workers. */
export interface WorkerPool<Input, Output> {
  run(input: Input): Promise<Output>;
  close(): Promise<void>;
}

/** One worker per core, at most 4. */
export const POOL_SIZE = Math.max(1, Math.min(availableParallelism(), 4));

/** What a worker answers: the job's output or its error's text. */
interface Answer<Output> {
  id: number;
  output?: Output;
  error?: string;
}

/**
 * A pool of `size` workers (started on demand) that each evaluate `source`, plain JavaScript (CommonJS) that defines
 * `async function work(input, workerData)`: plain so that it runs alike under tsx, vitest and node. `workerData` is
 * given to every worker (e.g. resolved module paths to `require`). Idle workers keep no process alive. Each job goes to
 * the least busy worker; hand the largest out first.
 */
export function workerPool<Input, Output>(source: string, workerData: unknown, size: number = POOL_SIZE): WorkerPool<Input, Output> {
  const program = `const { parentPort, workerData } = require('node:worker_threads');
${source}
parentPort.on('message', ({ id, input }) => {
  Promise.resolve()
    .then(() => work(input, workerData))
    .then(
      (output) => parentPort.postMessage({ id, output }),
      (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
    );
});`;
  const workers: { worker: Worker; busy: number }[] = [];
  const waiting = new Map<number, { resolve: (output: Output) => void; reject: (error: Error) => void; slot: (typeof workers)[number] }>();
  let next = 0;
  const settle = (slot: (typeof workers)[number]) => {
    slot.busy--;
    if (slot.busy === 0) slot.worker.unref();
  };
  const start = () => {
    const slot = { worker: new Worker(program, { eval: true, workerData }), busy: 0 };
    slot.worker.unref();
    slot.worker.on('message', (answer: Answer<Output>) => {
      const job = waiting.get(answer.id);
      if (!job) return;
      waiting.delete(answer.id);
      settle(slot);
      if (answer.error === undefined) job.resolve(answer.output as Output);
      else job.reject(new Error(answer.error));
    });
    slot.worker.on('error', (error) => {
      for (const [id, job] of waiting) {
        if (job.slot !== slot) continue;
        waiting.delete(id);
        job.reject(error);
      }
      workers.splice(workers.indexOf(slot), 1);
    });
    workers.push(slot);
    return slot;
  };
  return {
    run: (input) =>
      new Promise<Output>((resolve, reject) => {
        const idle = workers.find((slot) => slot.busy === 0);
        const slot = idle ?? (workers.length < size ? start() : workers.reduce((a, b) => (b.busy < a.busy ? b : a)));
        const id = next++;
        waiting.set(id, { resolve, reject, slot });
        if (slot.busy === 0) slot.worker.ref();
        slot.busy++;
        slot.worker.postMessage({ id, input });
      }),
    close: async () => {
      await Promise.all(workers.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
