const LOCALES: Record<string, string> = { en: 'en-US', no: 'nb-NO' };

/** A number as the chosen language writes it, with at most `digits` decimals ('12.5' / '12,5'). */
export const formatNumber = (value: number, language: string, digits = 1) =>
  new Intl.NumberFormat(LOCALES[language] ?? language, { maximumFractionDigits: digits }).format(value);

/** A percentage (0–100) as the chosen language writes it ('87.5 %' / '87,5 %'). */
export const formatPercent = (value: number, language: string) => `${formatNumber(value, language)} %`;
