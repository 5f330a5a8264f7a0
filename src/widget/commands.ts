// The page's command API (`tote('open')`, `tote.push(['addToCart', ...])`): named handlers that parts of the widget register.
import type { ToteCommand, WidgetConfig } from './config.js';

/** Runs one command; receives the arguments after the command's name. */
export type CommandHandler = (...args: unknown[]) => unknown;

/** A handler of a command, and the node whose presence on the page keeps it active. */
type Registration = [name: string, handler: CommandHandler, owner?: Node];

/** Every registration, latest last: the latest one of a name whose owner is on the page runs the command. */
const registry: Registration[] = [];
/** Commands whose handler has not registered yet, in the order the page sent them. */
const waiting: ToteCommand[] = [];

/**
 * Registers the handler of a command and runs the calls that waited for it; returns the unregister function.
 * @param owner the node whose presence on the page keeps the handler active (a component's shadow root). @default always active
 */
export function registerCommand(name: string, handler: CommandHandler, owner?: Node): () => void {
  const registration: Registration = [name, handler, owner];
  registry.push(registration);
  // The others go back to waiting, in their order.
  for (const command of waiting.splice(0)) runCommand(command);
  return () => {
    const index = registry.indexOf(registration);
    if (index >= 0) registry.splice(index, 1);
  };
}

/** Runs a command now, or keeps it until its handler registers (the cart drawer may still be loading). */
export function runCommand(command: ToteCommand): void {
  if (!Array.isArray(command) || typeof command[0] !== 'string') {
    if (import.meta.env.DEV) console.warn('Tote: a command is an array whose first item is its name, got', command);
    return;
  }
  const [name, ...args] = command;
  const fail = (error: unknown) => console.error(`Tote: command "${name}" failed`, error);
  // An element that left the page may still be registered until its effects are cleaned up after the next paint.
  for (let i = registry.length; i--;) {
    const [registered, handler, owner] = registry[i]!;
    if (registered === name && (!owner || owner.isConnected)) {
      try {
        const result = handler(...args);
        if (result instanceof Promise) result.catch(fail);
      } catch (error) {
        fail(error);
      }
      return;
    }
  }
  waiting.push(command);
}

/** Takes over the loader's queue: drains what the page queued and runs later commands directly. */
export function connectCommandQueue(config: WidgetConfig): void {
  if (config.exec === runCommand) return;
  config.exec = runCommand;
  config.queue.splice(0).forEach(runCommand);
}
