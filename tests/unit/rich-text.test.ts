import {test} from 'node:test';
import assert from 'node:assert/strict';
import {plainText, richTextParts} from '../../src/data/rich-text';

test('a data sentence reads as its text, inline code, screen names and links, and a lone mark stays text', () => {
  assert.deepEqual(
    richTextParts(
      'Run `portico user list` from **Settings → API** ([tokens](../settings/api.md#create-a-token)); a ` alone.',
    ),
    [
      {kind: 'text', text: 'Run '},
      {kind: 'code', text: 'portico user list'},
      {kind: 'text', text: ' from '},
      {kind: 'strong', text: 'Settings → API'},
      {kind: 'text', text: ' ('},
      {kind: 'link', text: 'tokens', url: '../settings/api.md#create-a-token'},
      {kind: 'text', text: '); a ` alone.'},
    ],
  );
  assert.equal(
    plainText('The accounts of [a reseller](/docs/admin/accounts/resellers/), `acme` first.'),
    'The accounts of a reseller, acme first.',
  );
});
