// The public surface of the server's recommendations: what other parts of the server import from it (only from here: .oxlintrc.json).
export { registerRecommendationRoutes } from './routes/recommendation-routes.js';
