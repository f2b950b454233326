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

/** The worker that makes the first Intl formatters off the main thread (ADR 0054), in `apps/web/public`. */
export const INTL_WARMUP_PATH = '/intl-warmup.js';

/**
 * ADR 0049, 0055, 0057: on a drawn page the app's files, entry included (`<link rel="modulepreload"
 * data-app-entry>`), wait in `<template id="app-preloads">`; this script, last in the body, starts the
 * entry and then puts the others into <head>, one a task, once the browser reports the copy's first
 * contentful paint (a frame later where paint timing is missing). A module script in
 * <head> runs as soon as the document is parsed, and with its files already downloaded (a warm cache, a
 * fast network) evaluating them held the first paint back: seconds on a slow phone's processor. A hidden
 * tab paints no frames: there it starts at once, or when she leaves the tab, and a second is the backstop.
 * Starting, it also starts the Intl warm-up worker (`INTL_WARMUP_PATH`, ADR 0054).
 */
export const FIRST_SCREEN_START_SCRIPT = [
  '(function(){',
  'var started=false;',
  'var start=function(){',
  'if(started)return;started=true;',
  // ADR 0054: ICU's data loads in a worker while the app downloads, not on the app's main thread.
  `try{new Worker('${INTL_WARMUP_PATH}');window.__intlWarmup=true}catch(e){}`,
  "var later=document.getElementById('app-preloads');",
  'var links=later?[].slice.call(later.content.children):[];',
  "var entry=links.filter(function(l){return l.hasAttribute('data-app-entry')})[0];",
  'links=links.filter(function(l){return l!==entry});',
  'if(entry){',
  "var s=document.createElement('script');",
  "s.type='module';s.crossOrigin='';s.src=entry.getAttribute('href');",
  'document.head.appendChild(s)',
  '}',
  // The entry first, then the other files one a task (ADR 0057): each link costs a slow phone's main thread
  // 2-10 ms, and six in one task already made a long one.
  'var next=function(){',
  'var l=links.shift();',
  'if(!l)return;',
  'document.head.appendChild(l);',
  'setTimeout(next,0)',
  '};',
  'setTimeout(next,0)',
  '};',
  "if(document.visibilityState==='hidden'){start();return}",
  'var P=window.PerformanceObserver;',
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)",
  "new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)start()})",
  ".observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(function(){setTimeout(start,0)});',
  "document.addEventListener('visibilitychange',start);",
  'setTimeout(start,1000)',
  '})();',
].join('');
