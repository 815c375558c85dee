/** The product's name, as it appears in page titles and the footer. */
export const PRODUCT_NAME = 'CallKeeper';
