import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isOperationPage, loadDocs} from '../lib/docs-content.ts';
import {helpLinks} from '../../src/data/help-links.ts';

const routeOfDoc = (path: string): string => {
  // A doc named like its folder is the folder's page (`api-reference/users/users.md` is `api-reference/users/`).
  const inside = path
    .replace(/^docs\//, '')
    .replace(/\.mdx?$/, '')
    .replace(/([^/]+)\/\1$/, '$1');
  if (inside === 'panel/intro') return '/docs/';
  if (inside === 'admin/intro') return '/docs/admin/';
  return `/docs/${inside}/`;
};

// A help button opens a screen's page or a reference's; no screen opens the page of one API call.
const panelAndAdminDocs = loadDocs().filter(
  (doc) =>
    doc.version === 'current' &&
    (doc.sidebar === 'panel' || doc.sidebar === 'admin') &&
    !isOperationPage(doc),
);

test('every help-link key points at a panel or admin doc that exists', () => {
  const routes = new Set(panelAndAdminDocs.map((doc) => routeOfDoc(doc.path)));
  const dangling = Object.entries(helpLinks).filter(([, route]) => !routes.has(route));
  assert.deepEqual(dangling, []);
});

test('every panel and admin doc has a help-link key', () => {
  const linked = new Set<string>(Object.values(helpLinks));
  const missing = panelAndAdminDocs
    .map((doc) => routeOfDoc(doc.path))
    .filter((route) => !linked.has(route));
  assert.deepEqual(missing, []);
});

test('keys are lower-case dotted names', () => {
  const bad = Object.keys(helpLinks).filter((key) => !/^(panel|admin)(\.[a-z0-9-]+)*$/.test(key));
  assert.deepEqual(bad, []);
});
