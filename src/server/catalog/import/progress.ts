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

/** `read 1200/10000 products: created 1100, updated 97, failed 3` (and `, skipped 2` when rows belonged to no product). */
export function progressLine({ done, total, created, updated, failed, skipped }: ImportProgress): string {
  return `read ${done}/${total} products: created ${created}, updated ${updated}, failed ${failed}${skipped > 0 ? `, skipped ${skipped}` : ''}`;
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

/** Failed products' first lines, at most this many in the summary line. */
const FAILED_LINES = 10;

/** `10000 products: created 9000, updated 997, failed 3 (line 9, line 120, line 7001), skipped 0 in 41.2 s (242 products/s)`. */
export function summaryLine(summary: ImportSummary): string {
  const written = summary.created + summary.updated;
  const rate = summary.seconds > 0 ? Math.round(written / summary.seconds) : 0;
  const more = summary.failedAt.length > FAILED_LINES ? `, and ${summary.failedAt.length - FAILED_LINES} more` : '';
  const where = summary.failed > 0 ? ` (${summary.failedAt.slice(0, FAILED_LINES).join(', ')}${more})` : '';
  return `${summary.total - summary.skipped} products: created ${summary.created}, updated ${summary.updated}, failed ${summary.failed}${where}, skipped ${summary.skipped} in ${summary.seconds.toFixed(1)} s (${rate} products/s)`;
}
