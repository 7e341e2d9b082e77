export const LONG_DESCRIPTIONS_ES: Readonly<Record<string, string>> = {};
