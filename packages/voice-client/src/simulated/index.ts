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
export { createSimulatedWebCall } from './simulated-web-call';
