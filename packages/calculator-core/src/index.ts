export { DEFAULT_CALCULATOR_NUMBERS } from './defaults';
export type { CalculatorNumbers } from './types';
