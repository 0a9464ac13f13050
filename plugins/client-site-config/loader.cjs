/**
 * Options that Docusaurus reads only while it builds: the page template, the tags it writes into every page's head,
 * and the presets' and plugins' options, which their browser code gets as global data or route props instead. No
 * browser code of Docusaurus, its themes or the site reads them from the site config.
 */
const BUILD_ONLY_KEYS = ['ssrTemplate', 'headTags', 'presets', 'plugins'];

/**
 * @param {string} source `.docusaurus/docusaurus.config.mjs`: a comment, then `export default` and the config as JSON
 */
module.exports = function clientSiteConfigLoader(source) {
  const match = /^export default ({[\s\S]*});\s*$/m.exec(source);
  if (!match)
    throw new Error(
      'client-site-config: no `export default {…};` found; check the format of .docusaurus/docusaurus.config.mjs.',
    );
  const config = JSON.parse(match[1]);
  const missing = BUILD_ONLY_KEYS.filter((key) => !(key in config));
  if (missing.length)
    throw new Error(
      `client-site-config: the site config has no ${missing.join(', ')}; check the keys of .docusaurus/docusaurus.config.mjs.`,
    );
  for (const key of BUILD_ONLY_KEYS) delete config[key];
  return `${source.slice(0, match.index)}export default ${JSON.stringify(config)};\n`;
};
