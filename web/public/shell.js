/* global localStorage, document -- a classic script in the browser, before the page is parsed */
// Decision 027: the page rendered at build time is German; in a browser set to another language the
// app's own first render shows it instead (a page in the wrong language never flashes up).
try {
  var language = localStorage.getItem('praxisport.language');
  if (language && language !== 'de') document.documentElement.setAttribute('data-no-shell', '');
} catch {
  // no storage: the default language, German
}
