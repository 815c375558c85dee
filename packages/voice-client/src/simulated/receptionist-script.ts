/** One turn of a simulated conversation: who speaks, and what they say. */
export interface SimulatedTurn {
  /** `assistant`: the remote participant, heard and measured; `user`: the visitor, only transcribed. */
  role: 'assistant' | 'user';
  /** The words, as the final transcript gives them. */
  text: string;
}

/** The variable values a call's assistant was given (`assistantOverrides.variableValues`). */
export type SimulatedVariables = Readonly<Record<string, string>>;

/**
 * The receptionist's first line: it answers for `company` when the call's variables name one,
 * as a real assistant does with `{{company}}` in its first message, and without a name otherwise.
 */
function greeting(variables: SimulatedVariables): SimulatedTurn {
  const company = Object.hasOwn(variables, 'company') ? variables.company?.trim() : undefined;
  const caller = company ? `Thanks for calling ${company},` : 'Thanks for calling,';
  return {
    role: 'assistant',
    text: `${caller} this is the virtual receptionist. How can I help you today?`,
  };
}

/**
 * The simulated exchange for a call with `variables`: an AI receptionist, answering for the
 * `company` variable when there is one, takes a call about a roof leak and books a visit, then
 * hangs up. Short enough to watch whole: about 30 s at normal speed.
 * @example
 * receptionistScriptFor({ company: 'Acme Roofing' })[0]?.text;
 * // 'Thanks for calling Acme Roofing, this is the virtual receptionist. How can I help you today?'
 */
export function receptionistScriptFor(variables: SimulatedVariables): readonly SimulatedTurn[] {
  return [
    greeting(variables),
    {
      role: 'user',
      text: 'Hi, the storm last night took some shingles off and now the kitchen ceiling is leaking.',
    },
    {
      role: 'assistant',
      text: 'I am sorry to hear that. We can have a roofer with you tomorrow at eight. Does that work?',
    },
    { role: 'user', text: 'Yes, eight works for me.' },
    {
      role: 'assistant',
      text: 'You are booked for eight tomorrow, and we will text you a reminder. Thanks for calling, goodbye!',
    },
  ];
}

/** The default simulated exchange, for a call without variables: the greeting names no company. */
export const receptionistScript: readonly SimulatedTurn[] = receptionistScriptFor({});

/** The receptionist's answer on a topic it knows, and the words that name the topic. */
interface ReplyTopic {
  /** Whole words (or phrases) only, in any case: `open` matches "Open?" but not "openly". */
  words: RegExp;
  text: string;
}

/** The topics {@link receptionistReply} knows, in the order it checks them. */
const REPLY_TOPICS: readonly ReplyTopic[] = [
  {
    // Opening hours; "when … open" is covered by `open`.
    words: /\b(?:hours?|open|opening|close[ds]?|closing|weekends?|saturdays?|sundays?)\b/i,
    text: "We're open Monday to Friday from 7 am to 6 pm, and Saturday from 8 am to noon. For a leak, we answer around the clock.",
  },
  {
    // Booking a visit.
    words:
      /\b(?:book|booked|booking|appointments?|schedule|visit|inspections?|come\s+out|available|tomorrow)\b/i,
    text: 'I can book that for you. We have a roofer free tomorrow at eight, or Thursday at two. Which suits you better?',
  },
  {
    // Prices.
    words: /\b(?:prices?|costs?|quotes?|how\s+much|estimates?|charges?|expensive)\b/i,
    text: 'Inspections are free. Most repairs run from 300 to 1,500 dollars, and the roofer gives you a firm quote on site before any work starts.',
  },
];

/** The answer to a message on none of the topics. */
const FALLBACK_REPLY =
  'I can help with our opening hours, booking a visit, or prices. What would you like to know?';

/**
 * The receptionist's answer to a message the visitor typed, by keyword, in any case and only on
 * whole words ("bookkeeping" is not about booking). The topics are checked in this order, and the
 * first whose words appear answers: opening hours (hours, open, close, closed, weekend, Saturday,
 * Sunday…), then booking (book, appointment, schedule, visit, inspection, come out, available,
 * tomorrow…), then prices (price, cost, quote, how much, estimate, charge, expensive). So "Are you
 * open on Saturday? I'd like to book" gets the hours, and "How much is an inspection?" the
 * booking. A message on none of them gets an offer of the three.
 * @example
 * receptionistReply('When do you OPEN?').text;
 * // "We're open Monday to Friday from 7 am to 6 pm, and Saturday from 8 am to noon. For a leak, we answer around the clock."
 */
export function receptionistReply(text: string): SimulatedTurn {
  const topic = REPLY_TOPICS.find(({ words }) => words.test(text));
  return { role: 'assistant', text: topic?.text ?? FALLBACK_REPLY };
}
