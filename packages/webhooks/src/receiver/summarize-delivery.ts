import type { Delivery } from './delivery';

/** Longest piece of visitor text in a summary line. */
const FIELD_WIDTH = 60;

/**
 * One terminal line describing an accepted delivery, e.g.
 * `09:30:00 contact      Ada Byron <ada@example.com> "Quote request"`. Visitor text is cut
 * short and stripped of control characters, so a body cannot break the line or the terminal.
 */
export function summarizeDelivery(delivery: Delivery): string {
  const time = delivery.receivedAt.slice(11, 19);
  return `${time} ${delivery.webhook.padEnd(12)} ${describe(delivery)}`;
}

function describe(delivery: Delivery): string {
  switch (delivery.webhook) {
    case 'contact': {
      const { firstName, lastName, email, subject } = delivery.body;
      return `${clean(`${firstName} ${lastName}`)} <${clean(email)}> "${clean(subject)}"`;
    }
    case 'calculator': {
      const { name, company, email, annual_revenue_loss } = delivery.body;
      const at = company === '' ? '' : ` (${clean(company)})`;
      return `${clean(name)} <${clean(email)}>${at} annual revenue loss ${annual_revenue_loss}`;
    }
    case 'verify': {
      const { name, email, company } = delivery.body;
      return `${clean(name)} <${clean(email)}> (${clean(company)})`;
    }
    case 'call-summary': {
      const body = delivery.body;
      const to =
        body.contactType === 'phone'
          ? `SMS ${body.phoneNumber}`
          : `e-mail ${clean(body.emailAddress)}`;
      return `agent ${clean(body.agentId)} by ${to}`;
    }
  }
}

function clean(text: string): string {
  const oneLine = text.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return oneLine.length > FIELD_WIDTH ? `${oneLine.slice(0, FIELD_WIDTH - 1)}…` : oneLine;
}
