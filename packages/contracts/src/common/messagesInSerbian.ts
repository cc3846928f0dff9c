/** English server messages in Serbian, for the Serbian screens (see screenLanguage.ts). Keyed by the exact message. */
export const SERBIAN_OF_ENGLISH: Readonly<Record<string, string>> = {};
