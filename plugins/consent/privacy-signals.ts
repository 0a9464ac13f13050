/**
 * A JavaScript expression, inlined into the consent state of every page
 * (plugins/consent), that is true when the visitor's browser asks not to be
 * tracked (Global Privacy Control or Do Not Track). Such a visit counts as
 * refusing every consent category, and is never asked.
 */
export const PRIVACY_SIGNAL_EXPRESSION =
  'navigator.globalPrivacyControl===true||navigator.doNotTrack==="1"||window.doNotTrack==="1"';
