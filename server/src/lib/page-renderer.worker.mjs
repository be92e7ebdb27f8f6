// The page-renderer worker (decision 029; started by page-renderer.ts): loads the web app's
// per-request renderer (web/dist/.ssr/on-request.mjs) and renders one page at a time; the page's
// API calls go to the server's thread, which answers them with the caller's session.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { renderWithData } = await import(pathToFileURL(workerData.bundle).href);
const answers = new Map();
let nextCall = 0;
let queue = Promise.resolve();

parentPort.on('message', (m) => {
  if (m.type === 'answer') {
    answers.get(m.call)?.(m);
    answers.delete(m.call);
  } else if (m.type === 'render') {
    queue = queue.then(() => render(m));
  }
});
parentPort.postMessage({ type: 'ready' });

async function render({ id, url, session }) {
  const fetchApi = (path, init) =>
    new Promise((resolve) => {
      const call = ++nextCall;
      answers.set(call, resolve);
      parentPort.postMessage({ type: 'call', id, call, path, method: init.method, body: init.body });
    });
  try {
    const html = await renderWithData(url, session, fetchApi);
    parentPort.postMessage({ type: 'rendered', id, html });
  } catch (err) {
    parentPort.postMessage({ type: 'rendered', id, error: String(err?.stack ?? err) });
  }
}
