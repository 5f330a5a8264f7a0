// The public surface of the server's exports: what other parts of the server import from it (only from here: .oxlintrc.json).
export { exportCustomers } from './customer-export.js';
export { ORDER_CSV, customerCsv, fileChunks } from './export-files.js';
export { readExportQuery } from './export-range.js';
export { exportOrders } from './order-export.js';
export { registerExportRoutes } from './routes/export-routes.js';
