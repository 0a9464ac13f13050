/*
 * Runs inline in every page's head, before any of the page is painted, and
 * hands what the visitor does before the app has hydrated over to the app.
 * A press on a control (a button, a tab, a checkbox, a version in the
 * version menu, or anything marked `data-early-click`) is held: the control
 * shows `aria-busy` and is pressed again, once, when the app has hydrated. A
 * choice in a select, or text typed into a field, is given to the app the
 * same way, since hydration keeps the DOM but not what the app was told. A
 * control the theme renders disabled until the app runs is marked
 * `early-enable` (src/theme/ColorModeToggle), and enabled as it is parsed.
 *
 * The app may replace a control (Docusaurus remounts Tabs) and the
 * announcement bar may come or go before it, so a
 * control is found again by what it is: its `href`, else its element, type,
 * id and label (an `early-enable` control, whose label names a state, by its
 * container's classes), and its rank among the controls alike. What is not
 * found exactly so is not pressed. A click with a modifier key or another
 * button is the browser's (a new tab or window) and is never held.
 *
 * If an entry script (in the head before this one) fails to load, or the app
 * has not hydrated 5 s after the first press held, everything is handed back:
 * busy marks go, each held press is made again without the app (a link
 * navigates, a button submits its form), tabs switch their panels, and nothing
 * more is held. A doc page saves its version as the preferred one, as the app
 * does on every doc page, so that a version picked without the app is kept.
 *
 * A field's value is handed over through the prototype's setter after the
 * element's own, so that React sees a change. Plain browser JavaScript: the
 * plugin reads this file as it is.
 */
(function queueEarlyInput() {
  const root = document.documentElement;
  const controls =
    'button, [role="tab"], input[type="checkbox"], input[type="radio"], .dropdown__menu a, [data-early-click]';
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  const app = () => document.getElementById('__docusaurus');
  const docs = /\bplugin-id-(\S+).*\bdocs-version-(\S+)/.exec(root.className);
  try {
    if (docs) localStorage.setItem(`docs-preferred-version-${docs[1]}`, docs[2]);
  } catch {
    // Storage refused: the app, if it runs, will not read it either.
  }
  const keyOf = (node) =>
    node.getAttribute('href') ||
    [
      node.localName,
      node.getAttribute('type'),
      node.id,
      node.closest('.early-enable')?.className ||
        node.getAttribute('aria-label') ||
        node.textContent,
    ].join(' ');
  const alike = (key) =>
    Array.from(app()?.querySelectorAll(`${controls}, input, select, textarea`) ?? []).filter(
      (node) => keyOf(node) === key,
    );
  const mark = (node) => {
    const key = keyOf(node);
    const same = alike(key);
    return {node, key, rank: same.indexOf(node), count: same.length};
  };
  const find = ({node, key, rank, count}) => {
    if (node.isConnected) return keyOf(node) === key ? node : null;
    const same = alike(key);
    return same.length === count ? same[rank] : null;
  };
  const pressed = [];
  const typed = new Map();
  let settled = false;
  const onClick = (event) => {
    const control = event.target instanceof Element ? event.target.closest(controls) : null;
    if (
      hydrated() ||
      !control ||
      !app()?.contains(control) ||
      event.button ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (pressed.some((entry) => entry.node === control)) return;
    if (!pressed.length) setTimeout(giveUp, 5000);
    control.setAttribute('aria-busy', 'true');
    pressed.push(mark(control));
  };
  const onInput = (event) => {
    const field = event.target;
    const isField =
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !/^(checkbox|radio)$/.test(field.type));
    if (hydrated() || !isField || !app()?.contains(field)) return;
    typed.set(field, {...mark(field), value: field.value});
  };
  const enabler = new MutationObserver(() => {
    document
      .querySelectorAll('.early-enable [disabled]')
      .forEach((control) => control.removeAttribute('disabled'));
  });
  const hydration = new MutationObserver(() => {
    if (hydrated()) handOver();
  });
  /** Stops holding, once: false if that was done already. */
  const settle = () => {
    if (settled) return false;
    settled = true;
    hydration.disconnect();
    enabler.disconnect();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
    for (const {node} of pressed) node.removeAttribute('aria-busy');
    return true;
  };
  const pressAgain = () => {
    for (const entry of pressed) find(entry)?.click();
  };
  const handOver = () => {
    if (!settle()) return;
    typed.forEach((entry) => {
      const field = find(entry);
      if (!field) return;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      field.value = field.value === entry.value ? '' : field.value;
      setter?.call(field, entry.value);
      field.dispatchEvent(
        new Event(field instanceof HTMLSelectElement ? 'change' : 'input', {bubbles: true}),
      );
    });
    pressAgain();
  };
  /** Without the app, a tab shows its own panel (the panels follow the tab list, in its order). */
  const switchTab = (event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    if (hydrated() || !tab) return;
    const panels = tab.parentElement.nextElementSibling?.children ?? [];
    Array.from(tab.parentElement.children).forEach((other, index) => {
      const chosen = other === tab;
      other.setAttribute('aria-selected', String(chosen));
      other.classList.toggle('tabs__item--active', chosen);
      if (panels[index]) panels[index].hidden = !chosen;
    });
  };
  const giveUp = () => {
    if (!settle()) return;
    // The theme's state without the app: the color toggle cannot work.
    document.querySelectorAll('.early-enable button').forEach((button) => (button.disabled = true));
    document.addEventListener('click', switchTab);
    pressAgain();
  };
  for (const script of document.scripts) if (script.src) script.addEventListener('error', giveUp);
  enabler.observe(document, {childList: true, subtree: true});
  hydration.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
})();
