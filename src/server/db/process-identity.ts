// Who a process is beyond its pid, which the system hands out again: its host, boot, pid namespace and start time, so a record of it tells whether that very process still runs.
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/** A process as another process can look it up later (Linux gives every field; other systems host and pid only). */
export interface ProcessIdentity {
  host: string;
  pid: number;
  /** The boot of the machine (Linux `/proc/sys/kernel/random/boot_id`): another one means the machine restarted since. */
  boot?: string;
  /** The pid namespace (Linux `/proc/self/ns/pid`): pids of another namespace (container) cannot be looked up from here. */
  pidNamespace?: string;
  /** When the process started, in clock ticks since boot (Linux `/proc/<pid>/stat`, field 22): a reused pid has another. */
  start?: string;
}

function readOrUndefined(read: () => string): string | undefined {
  try {
    return read().trim();
  } catch {
    return undefined;
  }
}

/** The start time of process `pid` (field 22 of `/proc/<pid>/stat`, after the name in parentheses), or undefined. */
function startOf(pid: number | 'self'): string | undefined {
  const stat = readOrUndefined(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = readOrUndefined(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'));
const pidNamespace = readOrUndefined(() => readlinkSync('/proc/self/ns/pid'));

/** This process. */
export function ownIdentity(): ProcessIdentity {
  const start = startOf('self');
  return {
    host: hostname(),
    pid: process.pid,
    ...(bootId ? { boot: bootId } : {}),
    ...(pidNamespace ? { pidNamespace } : {}),
    ...(start ? { start } : {}),
  };
}

/**
 * Whether the process `record` describes surely runs on this machine now: this host and pid namespace, its pid live and not
 * reused. Its lock is then held however long ago it was refreshed (a busy event loop may miss a refresh).
 */
export function runsHere(record: ProcessIdentity): boolean {
  return record.host === hostname() && record.pidNamespace === pidNamespace && !hasEnded(record);
}

/**
 * Whether the process `record` describes has surely ended: the machine restarted since, no process has its pid, or
 * the one that has it started at another time. False when it runs, and when this process cannot tell (another host or
 * pid namespace, or a live pid whose start time cannot be read).
 */
export function hasEnded(record: ProcessIdentity): boolean {
  if (record.host !== hostname()) return false;
  if (record.boot && bootId && record.boot !== bootId) return true;
  if (record.pidNamespace !== pidNamespace) return false;
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  if (!record.start) return false;
  const start = startOf(record.pid);
  return start !== undefined && start !== record.start;
}

/** The identity in `text` (JSON of a {@link ProcessIdentity}), or undefined when it is not one. */
export function parseProcessIdentity(text: string): ProcessIdentity | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { host, pid, boot, pidNamespace, start } = value as Record<string, unknown>;
  const optional = (field: unknown) => field === undefined || typeof field === 'string';
  if (typeof host !== 'string' || !Number.isSafeInteger(pid) || (pid as number) <= 0) return undefined;
  if (!optional(boot) || !optional(pidNamespace) || !optional(start)) return undefined;
  return value as ProcessIdentity;
}
