// The limits of docs/decisions.md#limits, named once: the mock backend answers 422 (413 for a body)
// past them, the contract states them, and the app's inputs carry the same maxLength.

/** Names (people, organizations, companies, docs link labels) and other short text. */
export const NAME_MAX_LENGTH = 200;
/** Address lines and city. */
export const ADDRESS_MAX_LENGTH = 200;
/** An email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** The shortest password the product takes (docs/product.md#9-constants). */
export const PASSWORD_MIN_LENGTH = 8;
/** A password as typed (a passphrase fits; nothing is stored unhashed on a real server). */
export const PASSWORD_MAX_LENGTH = 200;
/** Any URL (websites, docs links, reset tokens). */
export const URL_MAX_LENGTH = 2048;
/** A JSON or form body; uploads (multipart) have their own limits. */
export const BODY_MAX_BYTES = 1024 * 1024;
