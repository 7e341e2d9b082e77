export const LONG_DESCRIPTIONS_JA: Readonly<Record<string, string>> = {};
