import type {
  CalculatorWebhookBody,
  CallSummaryRequest,
  ContactMessage,
  DemoRequest,
} from '../src/index';

/** A valid contact-form message. */
export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    firstName: 'Ada',
    lastName: 'Byron',
    email: 'ada@example.com',
    phone: '555-010-2030',
    subject: 'Quote request',
    message: 'We miss calls on site.\nCan you help?',
    ...overrides,
  };
}

/** A valid calculator body, shaped like the one `@org/calculator-core` builds. */
export function calculatorBody(
  overrides: Partial<CalculatorWebhookBody> = {},
): CalculatorWebhookBody {
  return {
    name: 'Ada Byron',
    company: 'Acme Roofing',
    email: 'ada@example.com',
    phone: '',
    inbound_calls_per_month: 60,
    missed_call_percentage: 30,
    booking_rate_percent: 50,
    close_rate_percent: 30,
    average_job_value: 9000,
    gross_margin_percent: 35,
    monthly_revenue_loss: 24300,
    annual_revenue_loss: 291600,
    annual_profit_loss: 102060,
    jobs_lost_per_year: 32,
    ...overrides,
  };
}

/** A valid verify-form request. */
export function demoRequest(overrides: Partial<DemoRequest> = {}): DemoRequest {
  return { name: 'Ada Byron', email: 'ada@example.com', company: 'Acme Roofing', ...overrides };
}

/** A valid SMS call-summary request, with formatting the client must strip. */
export function phoneSummary(phoneNumber = '(555) 010-2030'): CallSummaryRequest {
  return { agentId: 'agent-1', company: 'Acme Roofing', contactType: 'phone', phoneNumber };
}

/** A valid e-mail call-summary request. */
export function emailSummary(emailAddress = 'ada@example.com'): CallSummaryRequest {
  return { agentId: 'agent-1', company: 'Acme Roofing', contactType: 'email', emailAddress };
}
