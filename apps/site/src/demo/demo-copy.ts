/** The words of /demo, kept together so the page and its tests agree. */
export const DEMO_COPY = {
  title: 'Meet Your AI Receptionist',
  intro:
    'Press Start Voice Chat and talk to the assistant the way your customers would. Allow the microphone when your browser asks.',
  setupTitle: 'Setup Required',
  setupMessage: 'No assistant ID found in URL.',
  setupHint: 'Open the demo from the link we sent you, or ask us for a new one.',
  questionsTitle: 'Try These Questions',
  ctaText: 'Your customers could hear this on every call, day or night.',
  ctaLink: 'Want This for Your Business?',
  contactLink: 'Contact',
  poweredBy: 'Powered by',
  noScript: 'The voice demo needs JavaScript. Please enable it and reload the page.',
} as const;

/** Questions a roofing customer might ask the receptionist. */
export const SAMPLE_QUESTIONS: readonly string[] = [
  'Do you offer free roof inspections?',
  'I have a leak in my ceiling. Can someone come out this week?',
  'Do you work with insurance companies on storm damage claims?',
  'Roughly how much does a full roof replacement cost?',
  'What are your hours, and do you take emergency calls?',
];

/** The page heading: the company, when known, as its prefix. */
export function demoHeading(company: string | null): string {
  return company ? `${company}: ${DEMO_COPY.title}` : DEMO_COPY.title;
}
