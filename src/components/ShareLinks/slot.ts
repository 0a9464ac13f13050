import {createContext} from 'react';
import type ShareLinks from './index';

/**
 * The share links, provided by a post's own page (src/theme/BlogPostPage) to
 * the post item that shows them, so the blog's list pages, which show post
 * items too, never load their code.
 */
export const ShareLinksSlot = createContext<typeof ShareLinks | null>(null);
