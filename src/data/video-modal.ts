/**
 * How a page asks for the video modal and how a visit remembers it was seen.
 * Every page reads these, so they live apart from the video's details in
 * `video.ts`, which would bring the site's statistics into every page's bundle.
 */
export const videoModalKeys = {
  /** The query parameter that opens the modal on any page. */
  queryKey: '15k_modal',
  /** Cookie that records the modal was seen, set 2 s after it first appears. */
  seenCookie: 'portico_15k_modal_seen',
} as const;
