export const LONG_DESCRIPTIONS_FR: Readonly<Record<string, string>> = {};
