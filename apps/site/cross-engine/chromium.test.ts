import { calculatorChecks } from './checks/calculator';
import { formChecks } from './checks/forms';
import { keyboardChecks } from './checks/keyboard';
import { routeChecks } from './checks/routes';
import { simulatedCallChecks } from './checks/simulated-call';
import { launchChromium } from './engines/chromium';
import { crossEngineSuite } from './suite';

crossEngineSuite('chromium', launchChromium, [
  ...routeChecks,
  ...formChecks,
  ...calculatorChecks,
  ...keyboardChecks,
  ...simulatedCallChecks,
]);
