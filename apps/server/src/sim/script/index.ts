// A match's whole story, scripted from its id (football.ts explains how the simulator uses it).
export * from './basketball';
export * from './football';
export * from './lines';
export * from './odds';
export * from './stats';
