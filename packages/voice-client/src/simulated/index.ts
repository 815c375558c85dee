export { SIMULATED_TIMING } from './call-plan';
export {
  receptionistReply,
  receptionistScript,
  receptionistScriptFor,
  type SimulatedTurn,
  type SimulatedVariables,
} from './receptionist-script';
export {
  createSimulatedCall,
  type SimulatedCallDurationOptions,
  type SimulatedCallOptions,
  simulatedCallDuration,
} from './simulated-call';
export {
  SIMULATED_EJECT_AFTER_MS,
  type SimulatedNetworkStep,
} from './simulated-network';
export { createSimulatedWebCall } from './simulated-web-call';
