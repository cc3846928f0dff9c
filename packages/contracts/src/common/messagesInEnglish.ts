/** Serbian server messages in English, for the English screens (see screenLanguage.ts). Keyed by the exact message. */
export const ENGLISH_OF_SERBIAN: Readonly<Record<string, string>> = {};
