import {createHash} from 'node:crypto';
import {mkdir, readFile, readdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {thirdParty, type ThirdPartyId} from '../../src/data/third-parties';

export interface ThirdParties {
  analytics: boolean;
  pixel: boolean;
  chat: boolean;
  algolia: boolean;
}

/** Which registry entry each option turns on. The video is always allowed: it loads only on play. */
const REGISTRY_IDS: Record<keyof ThirdParties | 'video', ThirdPartyId> = {
  analytics: 'googleAnalytics',
  pixel: 'linkedInInsight',
  chat: 'crisp',
  algolia: 'algolia',
  video: 'youtube',
};

const INLINE_SCRIPT = /<script\b((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/g;
const EXECUTABLE_TYPE = /\btype=["']?(?!text\/javascript|module)[^"'\s>]+/;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(path);
      return Promise.resolve(entry.name.endsWith('.html') ? [path] : []);
    }),
  );
  return nested.flat();
}

/** SHA-256 source expressions of every executable inline script in the built HTML. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes, body]) => body.trim() !== '' && !EXECUTABLE_TYPE.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

export function contentSecurityPolicy(
  thirdParties: ThirdParties,
  scriptHashes: readonly string[],
): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Without Algolia, search runs on this site's Pagefind index, whose engine is WebAssembly.
    'script-src': [
      "'self'",
      ...(thirdParties.algolia ? [] : ["'wasm-unsafe-eval'"]),
      ...scriptHashes,
    ],
    // No `<style>` element of the page's own is inline; React writes style attributes, which style-src-attr allows.
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': [],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The ticket form on /support/ posts to a mailto: address, so that it works without JavaScript.
    'form-action': ["'self'", 'mailto:'],
    'frame-ancestors': ["'none'"],
  };
  // Docusaurus adds its own keys (such as `id`) to plugin options: read only the known parties.
  const parties: (keyof ThirdParties)[] = ['analytics', 'pixel', 'chat', 'algolia'];
  const enabled = [...parties.filter((party) => thirdParties[party]), 'video' as const];
  if (enabled.some((party) => thirdParty(REGISTRY_IDS[party]).injectsStyleElements))
    directives['style-src'].push("'unsafe-inline'");
  for (const party of enabled) {
    for (const [directive, origins] of Object.entries(thirdParty(REGISTRY_IDS[party]).csp)) {
      for (const origin of origins ?? [])
        if (!directives[directive].includes(origin)) directives[directive].push(origin);
    }
  }
  return Object.entries(directives)
    .map(([directive, sources]) => `${directive} ${sources.length ? sources.join(' ') : "'none'"}`)
    .join('; ');
}

export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    // No other site may load the site's files into its pages; visiting and linking are unaffected.
    'Cross-Origin-Resource-Policy': 'same-origin',
    // A page another site opens gets no handle on this one, nor this one on the share forms it opens.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The headers that still mean something on a script or a style sheet: the rest
 * (the policy, Permissions-Policy, X-Frame-Options, Cross-Origin-Opener-Policy)
 * govern a document, and a browser ignores them on a subresource. deploy/site.conf
 * sends only these on the build's scripts and styles, with these values: over
 * HTTP/1.1 the others would cross the wire again with each of a page's scripts.
 */
export const SUBRESOURCE_HEADERS = [
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Cross-Origin-Resource-Policy',
] as const;

/**
 * nginx reads a configuration file 4 KB at a time, and a quoted value must fit
 * in one read: past about 4,090 characters `nginx -t` fails. A line of the
 * header file may be this long at most, with room for where the read starts.
 */
export const NGINX_MAX_LINE = 3_900;

/**
 * The headers as nginx directives, one a line. deploy/publish.sh installs
 * the file for nginx only when every line has exactly this form. Fails,
 * naming the header, when a line would be too long for nginx to read.
 */
export function nginxHeadersFile(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => {
      const line = `add_header ${name} "${value}" always;`;
      if (line.length > NGINX_MAX_LINE) {
        throw new Error(
          `The ${name} header is ${line.length} characters as an nginx directive, more than the ${NGINX_MAX_LINE} nginx can read in one line: fewer inline scripts, or fewer third parties.`,
        );
      }
      return `${line}\n`;
    })
    .join('');
}

/** Cache lifetimes by path, as deploy/site.conf sets them; pages keep the host's default, which revalidates. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CDN_CACHE_RULES: readonly [path: string, cacheControl: string][] = [
  ['/assets/js/*', IMMUTABLE],
  ['/assets/css/*', IMMUTABLE],
  ['/assets/images/*', IMMUTABLE],
  ['/assets/files/*', IMMUTABLE],
  ['/img/*', 'public, max-age=86400'],
];

/**
 * The `_headers` file of CDN static hosts. Every path matches `/*` and at
 * most one cache rule, and no header is set by two rules: Cloudflare Pages
 * joins the values of a header that several matching rules set, and Netlify
 * keeps the last one, so a shared header would differ from host to host.
 */
export function cdnHeadersFile(headers: Record<string, string>): string {
  return [
    "# Security headers for every path; cache lifetimes for the build's assets. Pages",
    "# keep the host's default Cache-Control, which revalidates. No header appears in two",
    '# rules, since hosts merge those differently.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    ...CDN_CACHE_RULES.flatMap(([path, cacheControl]) => [
      path,
      `  Cache-Control: ${cacheControl}`,
    ]),
    '',
  ].join('\n');
}

/**
 * Computes the Content-Security-Policy of the built site, hashing every
 * inline script so `script-src` needs no 'unsafe-inline', and writes the
 * security headers twice: `_nginx/security-headers.conf`, which
 * deploy/publish.sh checks and installs for nginx, and `_headers` for CDN
 * static hosts.
 */
export default function securityHeadersPlugin(
  _context: LoadContext,
  thirdParties: ThirdParties,
): Plugin {
  return {
    name: 'portico-security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
      }
      const headers = securityHeaders(contentSecurityPolicy(thirdParties, [...hashes].sort()));
      await mkdir(join(outDir, '_nginx'), {recursive: true});
      await writeFile(join(outDir, '_nginx', 'security-headers.conf'), nginxHeadersFile(headers));
      await writeFile(join(outDir, '_headers'), cdnHeadersFile(headers));
    },
  };
}
