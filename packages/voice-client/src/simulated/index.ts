export { SIMULATED_TIMING } from './call-plan';
export { receptionistScript, type SimulatedTurn } from './receptionist-script';
export {
  createSimulatedCall,
  type SimulatedCallOptions,
  simulatedCallDuration,
} from './simulated-call';
export { createSimulatedWebCall } from './simulated-web-call';
