/**
 * A JavaScript expression, inlined into the loaders of every third-party
 * script, that is true when the visitor's browser asks not to be tracked
 * (Global Privacy Control or Do Not Track). Loaders stop when it is true.
 */
export const PRIVACY_SIGNAL_EXPRESSION =
  'navigator.globalPrivacyControl===true||navigator.doNotTrack==="1"||window.doNotTrack==="1"';
