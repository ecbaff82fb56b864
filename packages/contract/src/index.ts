export * from './envelope.js';
export * from './auth.js';
export * from './health.js';
export * from './factory.js';
export * from './actions.js';
export * from './market.js';
export * from './reports.js';
