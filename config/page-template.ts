/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/*
 * Copied from @docusaurus/core@3.10.2, lib/ssg/ssgTemplate.html.js, the default
 * page template, and given to Docusaurus through the public `ssrTemplate` option.
 * Changed: the stylesheet and the entry scripts come first in the head, then the
 * page's own chunks as low-priority preloads (`it.preloads`, which
 * patches/@docusaurus+core+3.10.2+002+page-chunk-preloads.patch passes), so the
 * browser fetches them while main.js downloads instead of after it has run; the
 * meta tags and head tags follow. Without the patch the build stops here.
 * Also changed: the page's HTML loses the NUL characters that React 18's streaming
 * renderer leaves in some pages (facebook/react#31134), which HTML does not allow.
 */
export const pageTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
    <% it.preloads.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml.replaceAll('\\0', '') %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
