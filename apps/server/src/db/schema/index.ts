export * from './users';
export * from './audit';
export * from './feedback';
export * from './enquiries';
export * from './directory';
export * from './carpool';
export * from './home-help';
