// The one error a bad setting raises at start-up: which variable, the value it had, and what to do; printed as one line.

/** What was wrong with a setting: its value does not parse, or what it names cannot be used (a busy port, a folder that cannot be written). */
export type ConfigErrorCode = 'INVALID_VALUE' | 'PORT_IN_USE' | 'PORT_NOT_ALLOWED' | 'FOLDER_NOT_WRITABLE';

/** A setting the server cannot start with. `message` is one line: `PORT="abc": ...; set PORT to ...`. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly code: ConfigErrorCode,
    /** The environment variable (`PORT`, `DATA_DIR`, ...). */
    readonly setting: string,
    /** The value it had. */
    readonly value: string,
    /** What is wrong and what to do, without the setting and the value. */
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(`${setting}=${JSON.stringify(value)}: ${problem}`, options);
  }
}

/** A {@link ConfigError} for a value that does not parse: `expected` says what would. */
export function invalidSetting(setting: string, value: string, expected: string): ConfigError {
  return new ConfigError('INVALID_VALUE', setting, value, `${expected}; fix ${setting} or unset it for its default`);
}
