// JSON log lines for what `npm start` says outside a request (start-up, the demo shop, shutdown), in the shape pino writes.
import { hostname } from 'node:os';

/** The levels start-up writes, with pino's numbers. */
const LEVELS = { error: 50, warn: 40, info: 30 } as const;
const THRESHOLDS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

/** A level of {@link writeLogLine}. */
export type LogLineLevel = keyof typeof LEVELS;

/**
 * Writes one JSON line to stdout (`{"level":30,"time":...,"pid":...,"hostname":...,"msg":...}` plus `fields`), as the
 * app's pino logger does, when `level` passes `logLevel` (`LOG_LEVEL`).
 */
export function writeLogLine(logLevel: string, level: LogLineLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (LEVELS[level] < (THRESHOLDS[logLevel] ?? 30)) return;
  process.stdout.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...fields, msg })}\n`);
}
