import {useEffect, useState} from 'react';
import type {ConsentCategory} from '@site/src/data/consent-categories';

export type ConsentChoice = Partial<Record<ConsentCategory, boolean>>;

/** The consent state that plugins/consent puts in the head of every page where a service needs consent. */
export interface ConsentState {
  /** Global Privacy Control or Do Not Track: every category refused, and the visitor is never asked. */
  signal: boolean;
  /** The stored choice; null until the visitor has chosen, and again once it is `CONSENT_MONTHS` old or was made for another list of services. */
  choice: ConsentChoice | null;
  /** Categories whose script started on this page. */
  loaded: ConsentChoice;
  /** Categories whose script failed to load (blocked or offline). */
  failed: ConsentChoice;
  /** The categories of the services this build loads, in the order the notice names them. */
  categories(): ConsentCategory[];
  granted(category: ConsentCategory): boolean;
  /** Runs `start` once the category is allowed: now, or when the visitor allows it. */
  when(category: ConsentCategory, start: () => void): void;
  /** Stores the choice (not under a privacy signal), starts what it allows and reloads the page if it withdraws a running script. */
  set(choice: ConsentChoice): void;
}

declare global {
  interface Window {
    porticoConsent?: ConsentState;
  }
}

export interface ConsentSnapshot {
  signal: boolean;
  choice: ConsentChoice | null;
  categories: ConsentCategory[];
  failed: ConsentChoice;
}

const snapshot = (state: ConsentState): ConsentSnapshot => ({
  signal: state.signal,
  choice: state.choice,
  categories: state.categories(),
  failed: {...state.failed},
});

/**
 * The consent state, updated when it changes here or in another tab:
 * undefined before hydration, null when no service of this build needs consent.
 */
export function useConsent(): ConsentSnapshot | null | undefined {
  const [state, setState] = useState<ConsentSnapshot | null>();
  useEffect(() => {
    const consent = window.porticoConsent;
    if (!consent) {
      setState(null);
      return undefined;
    }
    const read = () => setState(snapshot(consent));
    read();
    window.addEventListener('portico-consent', read);
    return () => window.removeEventListener('portico-consent', read);
  }, []);
  return state;
}

/** Saves a choice through the page's consent state. */
export const setConsent = (choice: ConsentChoice): void => window.porticoConsent?.set(choice);

export const isGranted = (category: ConsentCategory): boolean =>
  window.porticoConsent?.granted(category) === true;

/** Every configured category set to the same answer. */
export const allCategories = (
  categories: readonly ConsentCategory[],
  value: boolean,
): ConsentChoice => Object.fromEntries(categories.map((category) => [category, value]));
