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
 * A field's value is handed over through the prototype's setter after the
 * element's own, so that React sees a change. Plain browser JavaScript: the
 * plugin reads this file as it is.
 */
(function queueEarlyInput() {
  const root = document.documentElement;
  const controls = 'button, [role="tab"], input[type="checkbox"], input[type="radio"], .dropdown__menu a, [data-early-click]';
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  const app = () => document.getElementById('__docusaurus');
  const pathOf = (node) => {
    const path = [];
    for (let current = node; current.parentElement && current !== app(); current = current.parentElement) {
      path.unshift(Array.prototype.indexOf.call(current.parentElement.children, current));
    }
    return path;
  };
  const find = (node, path) => {
    if (node.isConnected) return node;
    let current = app();
    for (const index of path) current = current?.children[index];
    return current ?? null;
  };
  const pressed = [];
  const typed = new Map();
  const onClick = (event) => {
    const control = event.target instanceof Element ? event.target.closest(controls) : null;
    if (hydrated() || !control || !app()?.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (pressed.some((entry) => entry.node === control)) return;
    control.setAttribute('aria-busy', 'true');
    pressed.push({node: control, path: pathOf(control)});
  };
  const onInput = (event) => {
    const field = event.target;
    const isField = field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && !/^(checkbox|radio)$/.test(field.type));
    if (hydrated() || !isField || !app()?.contains(field)) return;
    typed.set(field, {path: pathOf(field), value: field.value});
  };
  const handOver = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('change', onInput, true);
    typed.forEach(({path, value}, node) => {
      const field = find(node, path);
      if (!field) return;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      field.value = field.value === value ? '' : field.value;
      setter?.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', {bubbles: true}));
    });
    for (const {node, path} of pressed) {
      node.removeAttribute('aria-busy');
      const control = find(node, path);
      if (control instanceof HTMLElement) control.click();
    }
  };
  const enabler = new MutationObserver(() => {
    document.querySelectorAll('.early-enable [disabled]').forEach((control) => control.removeAttribute('disabled'));
  });
  enabler.observe(document, {childList: true, subtree: true});
  document.addEventListener('click', onClick, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onInput, true);
  new MutationObserver((_records, observer) => {
    if (!hydrated()) return;
    observer.disconnect();
    enabler.disconnect();
    handOver();
  }).observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
})();
