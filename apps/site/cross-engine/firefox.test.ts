import { localPorts } from '../scripts/ports.mjs';
import { calculatorChecks } from './checks/calculator';
import { formChecks } from './checks/forms';
import { keyboardChecks } from './checks/keyboard';
import { realDailyCallChecks } from './checks/real-daily-call';
import { routeChecks } from './checks/routes';
import { simulatedCallChecks } from './checks/simulated-call';
import { launchFirefox } from './engines/firefox';
import { crossEngineSuite } from './suite';

crossEngineSuite('firefox', () => launchFirefox({ internetProxyPort: localPorts().crossDaily }), [
  ...routeChecks,
  ...formChecks,
  ...calculatorChecks,
  ...keyboardChecks,
  ...simulatedCallChecks,
  // Firefox alone: Chromium makes this call in e2e/real-daily.spec.ts; WebKitGTK cannot call.
  ...realDailyCallChecks,
]);
