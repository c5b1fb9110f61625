export * from './community';
export * from './counters';
export * from './joining';
export * from './moderation';
export * from './people';
export * from './projects';
export * from './users';
export * from './site';
