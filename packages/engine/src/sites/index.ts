export * from '../catalog/sites.js';
export * from './floor.js';
export * from './choose.js';
export * from './extend.js';
export * from './matching.js';
export * from './trade.js';
