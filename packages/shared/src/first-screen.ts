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

/** How many of the app's preload links the starter script adds in one task (ADR 0055). */
const PRELOADS_PER_TASK = 6;

/** The worker that makes the first Intl formatters off the main thread (ADR 0054), in `apps/web/public`. */
export const INTL_WARMUP_PATH = '/intl-warmup.js';

/**
 * ADR 0049, 0055: on a drawn page the app's files, entry included (`<link rel="modulepreload"
 * data-app-entry>`), wait in `<template id="app-preloads">`; this script, last in the body, puts them into
 * <head> (a few a task) and then starts the entry once the browser reports the copy's first contentful
 * paint (a frame later where paint timing is missing). A module script in
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
  // A few links a task: each costs the main thread 1-5 ms on a slow phone, and thirty at once made one long task.
  'var next=function(){',
  `links.splice(0,${PRELOADS_PER_TASK}).forEach(function(l){document.head.appendChild(l)});`,
  'if(links.length){setTimeout(next,0);return}',
  'if(!entry)return;',
  "var s=document.createElement('script');",
  "s.type='module';s.crossOrigin='';s.src=entry.href;",
  'document.head.appendChild(s)',
  '};',
  'next()',
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
