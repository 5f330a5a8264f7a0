// `tote init`: a new shop from the command line, asked for interactively or given whole by flags; `--json` for scripts.
import { cancel, intro, isCancel, outro, password, text } from '@clack/prompts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';
import { createSite, type NewSite, type NewSiteInput } from '../site/index.js';
import type { CommandOutput } from './api-key-commands.js';
import { InitRefused } from './init-through-server.js';
import { TOTE } from './command-name.js';

/** Usage text of `init`. */
export const INIT_USAGE = `  ${TOTE} init [--name <shop name>] [--currency <ISO 4217>] [--locale <BCP 47>]
                       [--origin <https://your.site>]... [--owner-email <e-mail>] [--owner-password <password>] [--json]
      a new shop: its site, an OAuth client for your origins, the owner's account and an API key (shown once);
      asks for what the flags leave out when run in a terminal`;

/** The flags of `init`; `--origin` may repeat. */
export interface InitFlags {
  name?: string;
  currency?: string;
  locale?: string;
  origins: string[];
  ownerEmail?: string;
  ownerPassword?: string;
  json: boolean;
}

/** Reads `init`'s flags (`--x value` or `--x=value`); unknown ones are an error. */
export function parseInitFlags(args: readonly string[]): InitFlags | { error: string } {
  const flags: InitFlags = { origins: [], json: false };
  for (let i = 0; i < args.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(args[i]!);
    if (!match) return { error: `Unexpected argument "${args[i]}"` };
    const name = match[1]!;
    if (name === 'json') {
      flags.json = true;
      continue;
    }
    const value = match[2] ?? args[++i];
    if (value === undefined) return { error: `--${name} needs a value` };
    if (name === 'name') flags.name = value;
    else if (name === 'currency') flags.currency = value;
    else if (name === 'locale') flags.locale = value;
    else if (name === 'origin') flags.origins.push(value);
    else if (name === 'owner-email') flags.ownerEmail = value;
    else if (name === 'owner-password') flags.ownerPassword = value;
    else return { error: `Unknown flag --${name}` };
  }
  return flags;
}

/** The flag a field of the new-site input comes from, for error lines. */
const FLAG_OF: Record<string, string> = {
  name: '--name',
  currency: '--currency',
  locale: '--locale',
  origins: '--origin',
  'owner.email': '--owner-email',
  'owner.password': '--owner-password',
};

/** Asks in the terminal for what the flags left out; undefined when the user cancelled. */
async function ask(flags: InitFlags): Promise<InitFlags | undefined> {
  intro('A new Tote shop');
  const answer = async (value: string | undefined, ask: () => Promise<string | symbol>): Promise<string | undefined> => {
    if (value !== undefined) return value;
    const given = await ask();
    if (isCancel(given)) return undefined;
    return given as string;
  };
  const required = (label: string) => (value: string | undefined) => (value?.trim() ? undefined : `${label} is required`);
  const name = await answer(flags.name, () => text({ message: "Your shop's name", placeholder: 'My Shop', validate: required('A name') }));
  if (name === undefined) return undefined;
  const currency = await answer(flags.currency, () => text({ message: 'Currency (ISO 4217)', placeholder: 'USD', defaultValue: 'USD' }));
  if (currency === undefined) return undefined;
  const locale = await answer(flags.locale, () => text({ message: 'Language and region (BCP 47)', placeholder: 'en-US', defaultValue: 'en-US' }));
  if (locale === undefined) return undefined;
  let origins = flags.origins;
  if (origins.length === 0) {
    const given = await answer(undefined, () =>
      text({
        message: 'The site that will paste the script tag (origins, comma separated)',
        placeholder: 'https://shop.example',
        validate: required('An origin'),
      }),
    );
    if (given === undefined) return undefined;
    origins = given
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  }
  const ownerEmail = await answer(flags.ownerEmail, () => text({ message: "The owner's e-mail (the dashboard sign-in)", validate: required('An e-mail') }));
  if (ownerEmail === undefined) return undefined;
  const ownerPassword = await answer(flags.ownerPassword, () =>
    password({ message: "The owner's password (8 characters or more)", validate: (v) => ((v ?? '').length >= 8 ? undefined : 'At least 8 characters') }),
  );
  if (ownerPassword === undefined) return undefined;
  return { ...flags, name, currency, locale, origins, ownerEmail, ownerPassword };
}

/** The flags a non-interactive run still lacks. */
function missing(flags: InitFlags): string[] {
  return [
    ...(flags.name === undefined ? ['--name'] : []),
    ...(flags.currency === undefined ? ['--currency'] : []),
    ...(flags.origins.length === 0 ? ['--origin'] : []),
    ...(flags.ownerEmail === undefined ? ['--owner-email'] : []),
    ...(flags.ownerPassword === undefined ? ['--owner-password'] : []),
  ];
}

/** How `init` makes the shop: in the database it opened, or through the running server's set-up API (PGlite held by the server). */
export type SiteMaker = (input: NewSiteInput) => Promise<NewSite>;

/** The maker that writes to the database directly. */
export function directSiteMaker(db: Kysely<Database>, publicUrl: string): SiteMaker {
  return (input) => createSite(db, publicUrl, input);
}

/**
 * Runs `init` and returns the exit code: 0 made, 1 refused (bad values, each named by its flag; or the running store
 * refused), 64 usage error or missing flags without a terminal to ask in, 130 cancelled.
 */
export async function runInitCommand(make: SiteMaker, args: readonly string[], out: CommandOutput, publicUrl: string, interactive: boolean): Promise<number> {
  const parsed = parseInitFlags(args);
  if ('error' in parsed) {
    out.error(`${parsed.error}.\nUsage:\n${INIT_USAGE}`);
    return 64;
  }
  let flags: InitFlags = parsed;
  const lacking = missing(flags);
  if (lacking.length > 0) {
    if (!interactive || flags.json) {
      out.error(`tote init needs ${lacking.join(', ')} (or run it in a terminal to be asked).`);
      return 64;
    }
    const asked = await ask(flags);
    if (!asked) {
      cancel('Nothing was made.');
      return 130;
    }
    flags = asked;
  }
  const input: NewSiteInput = {
    name: flags.name!,
    currency: flags.currency!,
    origins: flags.origins,
    ownerEmail: flags.ownerEmail!,
    ownerPassword: flags.ownerPassword!,
    ...(flags.locale ? { locale: flags.locale } : {}),
  };
  let made;
  try {
    made = await make(input);
  } catch (error) {
    const violations = error instanceof HttpError ? error.body.details.validationError?.fieldViolations : undefined;
    if (error instanceof InitRefused) {
      out.error(error.message);
      return 1;
    }
    if (!violations) throw error;
    for (const v of violations) out.error(`${FLAG_OF[v.field.replace(/\[\d+\]$/, '')] ?? v.field}: ${v.description}`);
    return 1;
  }
  if (flags.json) {
    out.log(JSON.stringify(made));
    return 0;
  }
  out.log(`Your shop "${input.name}" is ready.

  Site id       ${made.siteId}
  Client id     ${made.clientId}   (allowed origins: ${input.origins.join(', ')})
  API key       ${made.apiKey}
                shown once: keep it secret; it is how your scripts and the API reach your shop
  Owner         ${input.ownerEmail}
  Dashboard     ${publicUrl}/admin   (sign in with the owner's e-mail and password)

Paste this into every page of your site, before </body>:

  ${made.scriptTag}

Hosted pages: ${publicUrl}/hosted/login (sign-in), ${publicUrl}/hosted/account (members); checkout opens from the cart.`);
  if (interactive) outro('Done.');
  return 0;
}
