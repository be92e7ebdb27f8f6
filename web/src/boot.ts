// The web app's entry (decision 029): the stylesheets, then the app. Where the document holds a page
// rendered at build time, the app's code runs only after the browser has painted it: evaluating the
// app's main chunk is the longest task of a load and would otherwise, now and then, come first and
// hold the first paint back. The main chunk is fetched meanwhile (modulepreload, web/scripts/prerender.mjs).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/print.css';

const start = () => void import('./main');
if (document.querySelector('#root > [data-shell]') && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(start, 0));
} else start();
