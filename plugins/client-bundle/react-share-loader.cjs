/**
 * Lets the minifier drop the react-share buttons nothing imports. The package
 * builds each of its thirty-odd buttons and counters with a top-level call
 * (`const XShareButton = forwardRef(...)`) and then sets its `displayName`;
 * either one keeps every button in the bundle. The calls are marked pure and
 * the names, which only React's developer tools show, are dropped.
 * @param {string} source `react-share/dist/index.js`
 */
module.exports = function reactShareLoader(source) {
  const buttonCall = /^(const \w+ = )(forwardRef|createShareCount)\(/gm;
  const displayName = /^\w+\.displayName = "\w+";\n/gm;
  if (!buttonCall.test(source) || !displayName.test(source)) {
    throw new Error('react-share-loader: the buttons are no longer built as this loader expects; check react-share/dist/index.js.');
  }
  return source.replace(buttonCall, '$1/* @__PURE__ */ $2(').replace(displayName, '');
};
