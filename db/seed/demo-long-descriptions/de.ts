export const LONG_DESCRIPTIONS_DE: Readonly<Record<string, string>> = {};
