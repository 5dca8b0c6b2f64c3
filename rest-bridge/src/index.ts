export { buildRestBridge, startRestBridge, type RunningRestBridge, type RestBridgeOptions } from './server.ts';
export { restRoutes } from './routes/index.ts';
