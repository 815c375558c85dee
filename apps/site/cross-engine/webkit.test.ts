import { calculatorChecks } from './checks/calculator';
import { formChecks } from './checks/forms';
import { keyboardChecks } from './checks/keyboard';
import { noWebRtcChecks } from './checks/no-webrtc';
import { routeChecks } from './checks/routes';
import { simulatedCallChecks } from './checks/simulated-call';
import { launchWebKit } from './engines/webkit';
import { crossEngineSuite } from './suite';

crossEngineSuite('webkit', launchWebKit, [
  ...routeChecks,
  ...formChecks,
  ...calculatorChecks,
  ...keyboardChecks,
  ...simulatedCallChecks,
  // WebKitGTK alone has no RTCPeerConnection.
  ...noWebRtcChecks,
]);
