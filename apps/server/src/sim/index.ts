import type { Services } from '../handlers/types';
import type { HubLogger } from '../hub/hub';
import { Simulator } from './simulator';

export { Simulator, tickInterval } from './simulator';

/** Runs the simulator at SIMULATOR_SPEED; 0 leaves the matches as the start wrote them (tests). */
export function startSimulator(services: Services, log: HubLogger): Simulator | undefined {
  const { config, db, hub } = services;
  if (config.simulatorSpeed <= 0) return undefined;
  return new Simulator({ db, hub, speed: config.simulatorSpeed, now: config.now, log }).start();
}
