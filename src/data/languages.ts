/**
 * The languages Portico Panel ships in, decided once: the community page lists them and the admin doc
 * on locales tables them with their codes (`tests/unit/languages.test.ts` holds the doc to this list, and
 * a frozen docs version's doc to the list `npm run docs:cut` froze with it, `panelLanguagesOf`).
 */
export interface PanelLanguage {
  /** The locale code the panel and its translation files use. */
  readonly code: string;
  readonly name: string;
}

export const panelLanguages: readonly PanelLanguage[] = [
  {code: 'en', name: 'English'},
  {code: 'de', name: 'German'},
  {code: 'es', name: 'Spanish'},
  {code: 'fr', name: 'French'},
  {code: 'it', name: 'Italian'},
  {code: 'nl', name: 'Dutch'},
  {code: 'pl', name: 'Polish'},
  {code: 'pt-BR', name: 'Portuguese (Brazil)'},
  {code: 'tr', name: 'Turkish'},
  {code: 'uk', name: 'Ukrainian'},
];
