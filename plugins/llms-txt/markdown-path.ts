/**
 * Where the Markdown copy of a doc is published: beside its page,
 * `/docs/panel/domains/ssl/` → `/docs/panel/domains/ssl.md`, and the home page's
 * at `/index.md`. Shared by the plugin that writes the copies and the button that fetches them.
 */
export const markdownPath = (permalink: string): string =>
  `${permalink.replace(/\/$/, '') || '/index'}.md`;
