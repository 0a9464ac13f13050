// The hashes of the chunks outside the route groups (plugins/chunk-ids), queued for the runtime to load when a page
// first asks for a chunk its HTML does not name. The server's bundle and development builds have no hash tables.
if (__webpack_require__.cht)
  __webpack_require__.cht.push(
    () => import(/* webpackChunkName: "main~hashes" */ './chunk-hashes.js?main'),
  );
