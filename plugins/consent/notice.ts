import {consentCategories, type ConsentCategory} from '../../src/data/consent-categories';

const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The first-visit consent notice, written into every page's HTML before the app: a region fixed
 * to the bottom of the window, first in the focus order, painted with the page's first paint.
 * It stays hidden (notice.css) unless the consent state in the head sets `data-consent-ask` on
 * `<html>`, which it does while a category of this build has no answer; its buttons are handled
 * by that same script, so they work before the app has hydrated and without it.
 */
export function consentNoticeHtml(categories: readonly ConsentCategory[], baseUrl: string): string {
  const labels = categories.map((category) => consentCategories[category].label.toLowerCase());
  const switches = categories
    .map((category) => {
      const {label, description} = consentCategories[category];
      return (
        `<div class="consent-category"><input type="checkbox" id="consent-notice-${category}" name="${category}">` +
        `<label for="consent-notice-${category}"><strong>${escape(label)}.</strong> ${escape(description)}</label></div>`
      );
    })
    .join('');
  return (
    `<section id="consent-notice" class="consent-notice" aria-labelledby="consent-notice-title" data-testid="consent-notice">` +
    `<div class="consent-notice__inner">` +
    `<h2 id="consent-notice-title" class="consent-notice__title">Privacy choices</h2>` +
    `<p class="consent-notice__text">With your consent, this site uses ${escape(labels.join(', '))} services from other companies. ` +
    `None of them loads before you choose, and every page works without them. ` +
    `<a href="${escape(baseUrl)}privacy-policy/">What each one does</a></p>` +
    `<form class="consent-controls">` +
    `<fieldset class="consent-categories" hidden><legend>Allow these services</legend>${switches}</fieldset>` +
    `<div class="consent-actions">` +
    `<button type="button" class="button button--primary" data-consent="all">Accept all</button>` +
    `<button type="button" class="button button--primary" data-consent="none">Reject all</button>` +
    `<button type="button" class="button button--secondary button--outline" data-consent="choose">Choose</button>` +
    `<button type="submit" class="button button--secondary button--outline" hidden>Save choices</button>` +
    `</div></form></div></section>`
  );
}
