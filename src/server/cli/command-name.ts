// How the user runs the merchant commands: `npm run tote --` in a checkout (the TypeScript sources), `tote` from the server package.

/** The command a user types before a sub-command, as help and hints name it. */
export const TOTE = import.meta.url.endsWith('.ts') ? 'npm run tote --' : 'tote';

/** The command that starts the store server: `npm start` in a checkout, `tote-server` from the server package. */
export const TOTE_SERVER = import.meta.url.endsWith('.ts') ? 'npm start' : 'tote-server';
