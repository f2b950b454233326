/**
 * ADR 0035: a page drawn at build time is live before the app has loaded. Its links are links and its
 * sign-in form posts; a tap on any other button (one that needs the app) is kept by this small script,
 * inline in the page from its first byte, marked as waiting (aria-busy), and replayed by the app when it
 * takes over. The API allows exactly this script by its hash in the page's Content-Security-Policy.
 */
export const FIRST_SCREEN_TAPS_SCRIPT = [
  '(function(){',
  'var kept=window.__firstScreenTaps=[];',
  "var labelOf=function(b){return b.getAttribute('aria-label')||b.textContent.trim()};",
  "document.addEventListener('click',function(e){",
  "var copy=document.getElementById('first-screen');",
  "var b=e.target&&e.target.closest?e.target.closest('button'):null;",
  "if(!copy||!b||!copy.contains(b)||b.type==='submit')return;",
  'var label=labelOf(b);',
  "var same=[].filter.call(copy.querySelectorAll('button'),function(o){return labelOf(o)===label});",
  'kept.push({label:label,index:same.indexOf(b)});',
  "b.setAttribute('aria-busy','true')",
  '},true)',
  '})();',
].join('');

/** A tap the script kept: the button's accessible label and its place among buttons of that label. */
export interface FirstScreenTap {
  label: string;
  index: number;
}
