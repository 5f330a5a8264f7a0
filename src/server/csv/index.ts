// The public surface of the server's csv: what other parts of the server import from it (only from here: .oxlintrc.json).
export { csvRecords, restoreCell, writeCsv } from './formula-cells.js';
