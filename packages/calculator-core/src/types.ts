/** The six numbers the missed-call calculation takes. Percentages are whole numbers: 30 means 30 %. */
export interface CalculatorNumbers {
  /** Inbound calls a month. */
  callsPerMonth: number;
  /** Share of those calls that go unanswered, in percent. */
  missedCallPercentage: number;
  /** Share of answered callers who would book a visit, in percent. */
  bookingRate: number;
  /** Share of booked visits that become paid jobs, in percent. */
  closeRate: number;
  /** Revenue of one job, in US dollars. */
  averageJobValue: number;
  /** Gross margin on a job, in percent. */
  grossMargin: number;
}

/** Who the calculation is for. `company` and `phone` are `''` when not given. */
export interface CalculatorContact {
  name: string;
  company: string;
  email: string;
  phone: string;
}

/** A validated calculator form: the contact details plus the six numbers. */
export interface CalculatorInput extends CalculatorContact, CalculatorNumbers {}

/** The four figures the calculator reports, each rounded to the nearest whole number. */
export interface CalculatorResult {
  /** Revenue lost each month, in US dollars. */
  lostRevenueMonthly: number;
  /** Revenue lost each year, in US dollars. */
  lostRevenueAnnual: number;
  /** Gross profit lost each year, in US dollars. */
  lostProfitAnnual: number;
  /** Jobs lost each year. */
  jobsLostAnnual: number;
}

/** The name of one of the six numeric fields. */
export type CalculatorNumericField = keyof CalculatorNumbers;

/** The name of one of the four contact fields (the ones a query string can pre-fill). */
export type CalculatorContactField = keyof CalculatorContact;

/** The name of any calculator form field. */
export type CalculatorField = CalculatorContactField | CalculatorNumericField;
