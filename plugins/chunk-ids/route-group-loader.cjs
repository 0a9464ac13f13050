/**
 * Each route group's loader queues the group's chunk hashes (plugins/chunk-ids),
 * a chunk of their own, for the runtime to load when it first needs a hash it
 * does not know. Fails the build with a message if the generated file changes form.
 * @param {string} source `.docusaurus/routeGroups.js`
 */
module.exports = function routeGroupLoader(source) {
  const {hashesModule} = this.getOptions();
  const rewritten = source.replace(
    /(\(\) => )(import\(\/\* webpackChunkName: "(route-group-[\w.-]+)" \*\/ "[^"]+"\)),/g,
    (_, arrow, load, chunkName) =>
      `${arrow}(__webpack_require__.cht.push(() => import(/* webpackChunkName: "${chunkName}~hashes" */ ${JSON.stringify(`${hashesModule}?${chunkName}`)})), ${load}),`,
  );
  if (rewritten === source)
    throw new Error(
      `route-group-loader: ${this.resourcePath} changed form; check the route groups' code generation.`,
    );
  return rewritten;
};
