/**
 * The consent categories of the third-party registry (`third-parties.ts`),
 * with the words the consent notice shows. Kept apart from the registry so
 * that the notice, on every page, does not carry the whole registry.
 */

/** What a visitor agrees to, one switch each. Anything else the site uses is either its own or started by the visitor. */
export type ConsentCategory = 'analytics' | 'advertising' | 'chat';

export interface ConsentCategoryText {
  label: string;
  /** One sentence for the consent notice: the service and what it does. */
  description: string;
}

export const consentCategories: Record<ConsentCategory, ConsentCategoryText> = {
  analytics: {
    label: 'Analytics',
    description:
      'Google Analytics 4 counts the pages you view, so we know which pages people read.',
  },
  advertising: {
    label: 'Advertising',
    description:
      'The LinkedIn Insight Tag tells LinkedIn about your visit, to measure our ads and show you ours.',
  },
  chat: {
    label: 'Support chat',
    description:
      'Crisp runs the live chat on the support page; starting a chat there also turns this on.',
  },
};
