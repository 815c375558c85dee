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
