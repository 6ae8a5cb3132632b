export * from './constants';
export * from './money';
export * from './schemas';
export * from './time';
