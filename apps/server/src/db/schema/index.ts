export * from './company';
export * from './help';
export * from './hr';
export * from './identity';
export * from './jobs';
export * from './onboarding';
export * from './platform';
export * from './resources';
