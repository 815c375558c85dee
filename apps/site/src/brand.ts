/** The product's name, as it appears in page titles and the footer. */
export const PRODUCT_NAME = 'CallKeeper';

/** Where privacy questions go (privacy policy, section 10). Set to the business's real mailbox. */
export const PRIVACY_EMAIL = 'privacy@callkeeper.example';
