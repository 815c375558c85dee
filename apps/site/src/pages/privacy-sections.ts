import { PRIVACY_EMAIL, PRODUCT_NAME } from '../brand';

/** One section of the privacy policy: a heading and its paragraphs. */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

/** The privacy policy's ten sections, in order. */
export const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'introduction',
    heading: '1. Introduction',
    paragraphs: [
      `${PRODUCT_NAME} provides an AI receptionist that answers calls for small service businesses. This policy explains what information we collect through this website, why we collect it, and the choices you have.`,
      'By using this website you agree to the practices described here. If you do not agree, please do not submit any forms.',
    ],
  },
  {
    id: 'information-we-collect',
    heading: '2. Information We Collect',
    paragraphs: [
      'We collect only what you choose to give us in our forms: your name, email address, phone number, company name, business address, the figures you enter in the missed call calculator, and the messages you send us.',
      'When you try the voice demo, you talk with an AI assistant, not a person. Your voice is streamed to our voice provider so the assistant can answer you, and the call may be recorded and transcribed by that provider. If you ask for a call summary, we collect the phone number or email address it should be sent to.',
    ],
  },
  {
    id: 'how-we-use-information',
    heading: '3. How We Use Your Information',
    paragraphs: [
      'We use your information to answer your messages, to prepare your missed call report, to build your personalized demo, to send the call summaries you ask for, and to follow up about our service.',
      'We do not sell your information, and we do not use it for purposes unrelated to the service you asked about.',
    ],
  },
  {
    id: 'storage-and-security',
    heading: '4. Data Storage and Security',
    paragraphs: [
      'This website stores nothing itself: every form is sent over an encrypted connection to the automation services that process it on our behalf.',
      'Those services keep your information only as long as needed for the purposes above, protected by access controls and encryption. No method of transmission or storage is completely secure, but we work to protect your information.',
    ],
  },
  {
    id: 'sharing',
    heading: '5. Sharing Your Information',
    paragraphs: [
      'We share information only with the providers that run our service for us (automation, voice, messaging and email providers), under agreements that limit their use of it to providing that service.',
      'We may also disclose information when the law requires it, or to protect the rights and safety of our users and our business.',
    ],
  },
  {
    id: 'your-rights',
    heading: '6. Your Rights',
    paragraphs: [
      'You may ask us to show you the information we hold about you, to correct it, to delete it, or to stop contacting you. We answer every request within 30 days.',
      'Depending on where you live, you may have further rights under local law, such as the right to object to processing or to complain to a data protection authority.',
    ],
  },
  {
    id: 'cookies',
    heading: '7. Cookies',
    paragraphs: [
      'This website does not set advertising or tracking cookies. The voice demo may use your browser’s storage for the call connection while a call is in progress.',
    ],
  },
  {
    id: 'children',
    heading: '8. Children Under 13',
    paragraphs: [
      'Our service is not offered to children under 13, and we do not knowingly collect information from them. If you believe a child has sent us information, contact us and we will delete it.',
    ],
  },
  {
    id: 'international-transfers',
    heading: '9. International Data Transfers',
    paragraphs: [
      'Our providers may process information in countries other than yours. Where they do, we rely on safeguards such as standard contractual clauses so that your information stays protected.',
    ],
  },
  {
    id: 'contact',
    heading: '10. Contact Us',
    paragraphs: [
      `Questions about this policy or your information? Write to our privacy team at ${PRIVACY_EMAIL}.`,
    ],
  },
];
