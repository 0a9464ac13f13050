import {createHash} from 'node:crypto';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  CONSENT_MONTHS,
  CONSENT_STORAGE_KEY,
  thirdParties,
  type ConsentCategory,
  type StoredItem,
  type ThirdParty,
} from '../../src/data/third-parties';
import {consentNoticeHtml} from './notice';
import {PRIVACY_SIGNAL_EXPRESSION} from './privacy-signals';

const storeCodes: Record<StoredItem['kind'], string> = {
  Cookie: 'c',
  'Local storage': 'l',
  'Session storage': 's',
};

/**
 * What each consent category's services write on this site's own domain, as
 * [store (c: cookie, l: local storage, s: session storage), name, whether the name is only its start].
 * Cookies and storage on a service's own domain are out of the page's reach.
 */
const ownStorage = (): Partial<Record<ConsentCategory, [string, string, 0 | 1][]>> => {
  const stores: Partial<Record<ConsentCategory, [string, string, 0 | 1][]>> = {};
  for (const party of thirdParties) {
    if (!party.category) continue;
    const list = (stores[party.category] ??= []);
    for (const item of party.storage) {
      if (item.domain === 'this site')
        list.push([storeCodes[item.kind], item.name, item.nameContinues ? 1 : 0]);
    }
  }
  return stores;
};

/**
 * The version of the list of services the visitor is asked about: it changes
 * when a service that needs consent is added, removed or moved to another
 * category, and then every stored choice is asked again. The wording of the
 * registry does not change it.
 */
export const consentVersion = (parties: readonly ThirdParty[] = thirdParties): string =>
  createHash('sha256')
    .update(
      JSON.stringify(
        parties.filter((party) => party.category).map((party) => [party.id, party.category]),
      ),
    )
    .digest('hex')
    .slice(0, 12);

/**
 * `window.porticoConsent`, the consent state every third-party loader asks
 * before it starts (see `src/components/ConsentControls/consent.ts` for its
 * shape). It reads the stored choice, which counts only when it carries this
 * registry's version, is dated no later than now (a date to come would make it
 * last for ever) and is less than `CONSENT_MONTHS` old; treats Global Privacy
 * Control and Do Not Track as a refusal that is never stored; deletes the
 * cookies and storage entries of every refused category on this site's
 * domain on each page load and at each change; runs a loader once its
 * category is allowed; follows choices made in other tabs; and reloads the
 * page when a category whose script already runs here is withdrawn, so it
 * stops at once. It also shows the notice (`notice.ts`) while one of the
 * build's categories has no answer, by `data-consent-ask` on `<html>`, set
 * before the body is parsed, and answers the notice's buttons itself. Its
 * text depends only on the registry and the build's categories, so its CSP
 * hash changes with nothing else.
 */
export const consentScript = (categories: readonly ConsentCategory[]): string =>
  `(function(w,d){var key=${JSON.stringify(CONSENT_STORAGE_KEY)},version=${JSON.stringify(consentVersion())},cats=${JSON.stringify(categories)},stores=${JSON.stringify(ownStorage())},signal=${PRIVACY_SIGNAL_EXPRESSION},root=d.documentElement,queued={},loaded={},failed={};` +
  `function stored(){try{return localStorage.getItem(key)}catch(e){return null}}` +
  `function parse(v){try{var o=JSON.parse(v),now=new Date(),made=new Date(o.date),t=new Date(o.date);t.setMonth(t.getMonth()+${CONSENT_MONTHS});return o.version===version&&made<=now&&t>now&&o.choices&&typeof o.choices==='object'?o.choices:null}catch(e){return null}}` +
  `function changed(){show();w.dispatchEvent(new Event('portico-consent'))}` +
  `function asking(){return!signal&&cats.some(function(k){return!c.choice||typeof c.choice[k]!=='boolean'})}` +
  // A control that takes focus behind the notice is scrolled clear of it (WCAG 2.4.11).
  `function show(){var n=d.getElementById('consent-notice'),a=asking();if(a)root.setAttribute('data-consent-ask','');else root.removeAttribute('data-consent-ask');root.style.scrollPaddingBottom=a&&n?n.offsetHeight+'px':''}` +
  `function all(v){var o={};cats.forEach(function(k){o[k]=v});return o}` +
  `function named(m,n){return m[2]?n.indexOf(m[1])===0:n===m[1]}` +
  `function expire(n){var h=location.hostname.split('.');d.cookie=n+'=;path=/;max-age=0';for(var i=0;i<h.length-1;i++)d.cookie=n+'=;path=/;max-age=0;domain=.'+h.slice(i).join('.')}` +
  `function clear(){for(var k in stores)if(!c.granted(k))stores[k].forEach(function(m){` +
  `if(m[0]==='c')d.cookie.split('; ').forEach(function(p){var n=p.split('=')[0];if(named(m,n))expire(n)});` +
  `else try{var s=m[0]==='l'?localStorage:sessionStorage;Object.keys(s).forEach(function(n){if(named(m,n))s.removeItem(n)})}catch(e){}})}` +
  `function run(){for(var k in queued)if(c.granted(k))while(queued[k].length){loaded[k]=true;queued[k].shift()()}}` +
  `function apply(choice){c.choice=choice;clear();run();changed();for(var k in loaded)if(!c.granted(k))return true;return false}` +
  `var c=w.porticoConsent={signal:signal,choice:signal?{}:parse(stored()),loaded:loaded,failed:failed,` +
  `categories:function(){return cats.slice()},` +
  `granted:function(k){return!!c.choice&&c.choice[k]===true},` +
  `when:function(k,f){(queued[k]=queued[k]||[]).push(f);run()},` +
  `script:function(k,src){var s=d.createElement('script');s.async=true;s.src=src;s.onerror=function(){failed[k]=true;changed()};d.head.appendChild(s)},` +
  `set:function(choice){if(!signal)try{localStorage.setItem(key,JSON.stringify({version:version,date:new Date().toISOString(),choices:choice}))}catch(e){}if(apply(choice))location.reload()}};` +
  `clear();show();` +
  `d.addEventListener('DOMContentLoaded',show);w.addEventListener('resize',show);` +
  // Choose shows the switches, set as last chosen, in its place, with focus on the first; the other buttons and Save choices answer.
  `d.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('#consent-notice [data-consent]');if(!b)return;var f=b.form,v=b.getAttribute('data-consent');` +
  `if(v!=='choose')return c.set(all(v==='all'));cats.forEach(function(k){f.elements[k].checked=c.granted(k)});f.querySelector('fieldset').hidden=false;b.hidden=true;f.querySelector('[type=submit]').hidden=false;f.elements[cats[0]].focus();show()});` +
  `d.addEventListener('submit',function(e){var f=e.target;if(!f.closest('#consent-notice'))return;e.preventDefault();var o={};cats.forEach(function(k){o[k]=f.elements[k].checked});c.set(o)});` +
  `w.addEventListener('storage',function(e){if(e.key===key&&!signal&&apply(parse(e.newValue)))location.reload()})` +
  `})(window,document);`;

export interface ConsentOptions {
  /** The categories of the services this build loads, in the order the notice names them. */
  categories: ConsentCategory[];
}

/**
 * Puts the consent state in the head of every page, before the loaders of
 * the analytics, advertising and chat plugins, which it must precede in the
 * plugin list, and the consent notice first in the body, before the app.
 */
export default function consentPlugin(context: LoadContext, {categories}: ConsentOptions): Plugin {
  return {
    name: 'portico-consent',
    getClientModules: () => [require.resolve('./consent.css')],
    injectHtmlTags: () => ({
      headTags: [{tagName: 'script', innerHTML: consentScript(categories)}],
      preBodyTags: [consentNoticeHtml(categories, context.baseUrl)],
    }),
  };
}
