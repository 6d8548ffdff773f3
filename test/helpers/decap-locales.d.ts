// decap-cms-locales ships no types; the locale test reads the English source it is bundled from.
declare module 'decap-cms-locales/src/en/index.js' {
  const en: { [key: string]: unknown };
  export default en;
}
