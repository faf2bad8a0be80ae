export * from './company';
export * from './help';
export * from './identity';
export * from './platform';
export * from './resources';
