import type {Plugin} from '@docusaurus/types';
import {CONSENT_STORAGE_KEY, thirdParties, type ConsentCategory} from '../../src/data/third-parties';
import {PRIVACY_SIGNAL_EXPRESSION} from '../privacy-signals';

/** Cookies on this site's own domain per consent category, as [name, whether the name is only its start]. */
const ownCookies = (): Partial<Record<ConsentCategory, [string, 0 | 1][]>> => {
  const cookies: Partial<Record<ConsentCategory, [string, 0 | 1][]>> = {};
  for (const party of thirdParties) {
    if (!party.category) continue;
    const list = (cookies[party.category] ??= []);
    for (const item of party.storage) {
      if (item.kind === 'Cookie' && item.domain === 'this site') list.push([item.name, item.nameContinues ? 1 : 0]);
    }
  }
  return cookies;
};

/**
 * `window.porticoConsent`, the consent state every third-party loader asks
 * before it starts (see `src/components/ConsentNotice/consent.ts` for its
 * shape). It reads the stored choice, treats Global Privacy Control and Do
 * Not Track as a refusal that is never stored, deletes this site's cookies
 * of every refused category on each page load, runs a loader once its
 * category is allowed, follows choices made in other tabs, and reloads the
 * page when a category whose script already runs here is withdrawn, so it
 * stops at once. Its text depends only on the registry, so its CSP hash
 * stays the same from build to build.
 */
export const consentScript = (): string =>
  `(function(w,d){var key=${JSON.stringify(CONSENT_STORAGE_KEY)},cookies=${JSON.stringify(ownCookies())},signal=${PRIVACY_SIGNAL_EXPRESSION},queued={},loaded={},failed={};` +
  `function stored(){try{return localStorage.getItem(key)}catch(e){return null}}` +
  `function parse(v){try{var o=JSON.parse(v);return o&&typeof o==='object'?o:null}catch(e){return null}}` +
  `function changed(){w.dispatchEvent(new Event('portico-consent'))}` +
  `function expire(n){var h=location.hostname.split('.');d.cookie=n+'=;path=/;max-age=0';for(var i=0;i<h.length-1;i++)d.cookie=n+'=;path=/;max-age=0;domain=.'+h.slice(i).join('.')}` +
  `function clear(){d.cookie.split('; ').forEach(function(p){var n=p.split('=')[0];for(var k in cookies)if(!c.granted(k))cookies[k].forEach(function(m){if(m[1]?n.indexOf(m[0])===0:n===m[0])expire(n)})})}` +
  `function run(){for(var k in queued)if(c.granted(k))while(queued[k].length){loaded[k]=true;queued[k].shift()()}}` +
  `function apply(choice){c.choice=choice;clear();run();changed();for(var k in loaded)if(!c.granted(k))return true;return false}` +
  `var c=w.porticoConsent={signal:signal,choice:signal?{}:parse(stored()),loaded:loaded,failed:failed,` +
  `categories:function(){return Object.keys(queued)},` +
  `granted:function(k){return!!c.choice&&c.choice[k]===true},` +
  `when:function(k,f){(queued[k]=queued[k]||[]).push(f);run()},` +
  `script:function(k,src){var s=d.createElement('script');s.async=true;s.src=src;s.onerror=function(){failed[k]=true;changed()};d.head.appendChild(s)},` +
  `set:function(choice){if(!signal)try{localStorage.setItem(key,JSON.stringify(choice))}catch(e){}if(apply(choice))location.reload()}};` +
  `clear();` +
  `w.addEventListener('storage',function(e){if(e.key===key&&!signal&&apply(parse(e.newValue)))location.reload()})` +
  `})(window,document);`;

/**
 * Puts the consent state in the head of every page, before the loaders of
 * the analytics, advertising and chat plugins, which it must precede in the
 * plugin list.
 */
export default function consentPlugin(): Plugin {
  return {
    name: 'portico-consent',
    injectHtmlTags: () => ({headTags: [{tagName: 'script', innerHTML: consentScript()}]}),
  };
}
