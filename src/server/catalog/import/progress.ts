// Progress of a long import: a bar at a terminal, else a line every so many products; and the closing summary.
import cliProgress from 'cli-progress';
import type { ImportProgress, ImportSummary } from './import-products.js';

/** Products between two progress lines when the output is not a terminal. @default 500 */
export const PROGRESS_EVERY = 500;

/** Reports progress; `stop` ends the bar (if any) before the summary is printed. */
export interface ProgressReporter {
  update(progress: ImportProgress): void;
  stop(): void;
}

/** Options of {@link progressReporter}. */
export interface ProgressOptions {
  /** A terminal to draw a bar on; plain lines go to `log` otherwise. @default none */
  tty?: NodeJS.WriteStream;
  /** Where plain lines go. */
  log: (line: string) => void;
  /** Products between plain lines. @default PROGRESS_EVERY */
  every?: number;
}

/** `imported 1200/10000 products (3 failed)`. */
export function progressLine({ done, total, failed }: ImportProgress): string {
  return `imported ${done}/${total} products (${failed} failed)`;
}

/** A bar (cli-progress) on a terminal, else a {@link progressLine} every `every` products and at the end. */
export function progressReporter(options: ProgressOptions): ProgressReporter {
  const every = options.every ?? PROGRESS_EVERY;
  if (options.tty) {
    const bar = new cliProgress.SingleBar(
      { stream: options.tty, format: 'importing [{bar}] {percentage}% | {value}/{total} products | {failed} failed | {eta_formatted} left', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let started = false;
    return {
      update(progress) {
        if (!started) {
          bar.start(progress.total, 0, { failed: 0 });
          started = true;
        }
        bar.update(progress.done, { failed: progress.failed });
      },
      stop: () => {
        if (started) bar.stop();
      },
    };
  }
  return {
    update(progress) {
      if (progress.done % every === 0 || progress.done === progress.total) options.log(progressLine(progress));
    },
    stop: () => undefined,
  };
}

/** `created 9000, updated 997, failed 3 in 41.2 s (242 products/s)`. */
export function summaryLine(summary: ImportSummary): string {
  const rate = summary.seconds > 0 ? Math.round((summary.total - summary.failed) / summary.seconds) : 0;
  return `${summary.total} products: created ${summary.created}, updated ${summary.updated}, failed ${summary.failed} in ${summary.seconds.toFixed(1)} s (${rate} products/s)`;
}
