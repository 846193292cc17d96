/** The shop's name, as the site's wordmark, its page titles and every email say it. */
export const SHOP_NAME = 'Maison';

/** The word the wordmark sets beside the name, on the site and at the top of every email. */
export const SHOP_WORDMARK_TAG = 'Parfums';

/** The wordmark as one phrase: 'Maison Parfums'. */
export const SHOP_WORDMARK = `${SHOP_NAME} ${SHOP_WORDMARK_TAG}`;
