export const LONG_DESCRIPTIONS_ZH: Readonly<Record<string, string>> = {};
