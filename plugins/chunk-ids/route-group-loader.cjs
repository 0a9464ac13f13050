/**
 * Each route group's module loads with its chunk hashes (plugins/chunk-ids), a
 * chunk of their own, and names that chunk among those its pages' HTML
 * preloads. Fails the build with a message if the generated files change form.
 * @param {string} source `.docusaurus/routeGroups.js` or `.docusaurus/route-group-<name>.js`
 */
module.exports = function routeGroupLoader(source) {
  const {hashesModule} = this.getOptions();
  const rewritten = this.resourcePath.endsWith('routeGroups.js')
    ? source.replace(
        /(\(\) => )(import\(\/\* webpackChunkName: "(route-group-[\w.-]+)" \*\/ "[^"]+"\)),/g,
        (_, arrow, load, chunkName) =>
          `${arrow}Promise.all([${load}, import(/* webpackChunkName: "${chunkName}~hashes" */ ${JSON.stringify(`${hashesModule}?${chunkName}`)})]).then(([group]) => group),`,
      )
    : source.replace(
        /export const webpackChunkNames = \["(route-group-[\w.-]+)"\];/,
        (_, chunkName) => `export const webpackChunkNames = ["${chunkName}", "${chunkName}~hashes"];`,
      );
  if (rewritten === source) throw new Error(`route-group-loader: ${this.resourcePath} changed form; check the route groups' code generation.`);
  return rewritten;
};
