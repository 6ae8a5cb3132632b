export * from './users';
export * from './audit';
export * from './feedback';
export * from './enquiries';
export * from './directory';
export * from './ads';
export * from './rentals';
export * from './notifications';
