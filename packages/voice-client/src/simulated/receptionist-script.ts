/** One turn of a simulated conversation: who speaks, and what they say. */
export interface SimulatedTurn {
  /** `assistant`: the remote participant, heard and measured; `user`: the visitor, only transcribed. */
  role: 'assistant' | 'user';
  /** The words, as the final transcript gives them. */
  text: string;
}

/**
 * The default simulated exchange: a roofing company's AI receptionist takes a call about a leak
 * and books a visit, then hangs up. Short enough to watch whole: about 30 s at normal speed.
 */
export const receptionistScript: readonly SimulatedTurn[] = [
  {
    role: 'assistant',
    text: 'Thanks for calling Summit Roofing, this is the virtual receptionist. How can I help you today?',
  },
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
