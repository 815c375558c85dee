/** The six numbers the missed-call calculation takes. Percentages are whole numbers: 30 means 30 %. */
export interface CalculatorNumbers {
  callsPerMonth: number;
  missedCallPercentage: number;
  bookingRate: number;
  closeRate: number;
  averageJobValue: number;
  grossMargin: number;
}
