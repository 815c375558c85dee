/**
 * The `./funnel` entry: the calculator's formula as steps with the visitor's numbers, for the
 * results' funnel. An entry of its own so that a site loads it with the results only: bundlers
 * cannot split one module, and everything in the main entry is shared by every page that
 * imports from it.
 * @packageDocumentation
 */
export {
  CALCULATOR_FUNNEL_LABELS,
  type CalculatorFunnelStep,
  type CalculatorFunnelStepKind,
  calculatorFunnelSteps,
} from './funnel-steps';
