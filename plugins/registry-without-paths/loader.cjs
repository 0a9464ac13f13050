/**
 * Each entry of Docusaurus's route registry is [loader, module path, module id].
 * The path is for the server, which reports the modules a page rendered; the
 * browser never reads it. Replacing it with 0 keeps the entry's shape.
 * @param {string} source `.docusaurus/registry.js`
 */
module.exports = function registryLoader(source) {
  const entry = /("[^"]*"\)), "[^"]*", (require\.resolveWeak\()/g;
  const slim = source.replace(entry, '$1, 0, $2');
  if (slim === source)
    throw new Error(
      'registry-loader: no registry entry matched; check the format of .docusaurus/registry.js.',
    );
  return slim;
};
