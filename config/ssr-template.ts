/**
 * Docusaurus's page template with one change: the app's scripts start after
 * the page's first paint. Docusaurus writes them as deferred scripts in the
 * head, and when they arrive early (a repeat visit with them cached, or a fast
 * connection) the browser runs them, about 350 ms of main thread on a
 * mid-range phone, before it paints any of the page's static HTML. Here a
 * loader at the end of the body inserts them once a frame has been painted,
 * in order (runtime first); a page opened in a background tab loads them at
 * once. They are not preloaded, so on a slow connection the CSS the first
 * paint waits for has the bandwidth to itself. The loader is an inline
 * script, which plugins/security-headers hashes with the others.
 *
 * Docusaurus's own wrong-base-URL banner looks for the app when the document
 * has loaded, which is now before the scripts run, so it is off in
 * docusaurus.config.ts; the loader shows the banner when a script fails to load.
 */
/**
 * The banner has inline styles, as the stylesheet most likely failed to load
 * too. Inserted scripts run as they arrive unless `async` is off, and the
 * runtime must run first. The function's source goes into the template, which
 * Docusaurus also ships in the app's bundle with the rest of the site config:
 * hence no comments inside it.
 */
function loadAppScripts(scripts: string[], baseUrl: string): void {
  const showBaseUrlBanner = () => {
    if (document.getElementById('base-url-banner')) return;
    const banner = document.createElement('div');
    banner.id = 'base-url-banner';
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'border:thick solid red;background:#ffe6b3;color:#1c1e21;margin:20px;padding:20px;font-size:20px';
    const title = document.createElement('p');
    title.style.cssText = 'font-weight:bold;font-size:30px';
    title.textContent = 'Your Docusaurus site did not load properly.';
    const path = window.location.pathname;
    const suggestion = document.createElement('p');
    suggestion.append(`Its scripts did not load from the base URL it was built for, ${baseUrl}. Suggested base URL: `);
    const suggested = document.createElement('strong');
    suggested.id = 'base-url-suggestion';
    suggested.textContent = path.endsWith('/') ? path : `${path}/`;
    suggestion.append(suggested);
    banner.append(title, suggestion);
    document.body.prepend(banner);
  };
  const load = () => {
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onerror = showBaseUrlBanner;
      document.head.append(script);
    }
  };
  if (document.hidden) load();
  else requestAnimationFrame(() => setTimeout(load));
}

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %><% }); %>
<%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" /><% }); %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
<script>(${loadAppScripts.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>, <%~ JSON.stringify(it.baseUrl) %>)</script>
</body>
</html>
`;
