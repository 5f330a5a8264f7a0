// The public surface of the server's seed: what other parts of the server import from it (only from here: .oxlintrc.json).
export { DEMO_CLIENT_ID, DEMO_SITE_ID } from './demo-site.js';
export { seedDemo } from './seed-demo.js';
