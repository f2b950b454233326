// The one place drizzle-kit and the client read the whole schema from.
export * from './users';
export * from './platform';
export * from './catalog';
export * from './commerce';
export * from './admin';
export * from './onboarding';
export * from './library';
export * from './scheduling';
export * from './videos';
export * from './courses';
export * from './classes';
export * from './practice';
export * from './conversations';
export * from './check-ins';
export * from './nutrition';
export * from './journal';
export * from './progress';
