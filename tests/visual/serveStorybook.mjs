// Serves the static Storybook build (storybook-static/, or STORYBOOK_DIR) on VISUAL_PORT for the visual baselines.
// Plain files, no headers of the portal's: Storybook's preview runs inline scripts the portal's policy forbids.
import { createServer } from 'node:http';
import sirv from 'sirv';

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const port = Number(process.env.VISUAL_PORT ?? 4420);
// Cached like the portal's hashed assets: each story loads a fresh preview, and the browser keeps its scripts.
const serve = sirv(dir, { maxAge: 31_536_000, immutable: true });

createServer((request, response) =>
  serve(request, response, () => {
    response.statusCode = 404;
    response.end('Not found');
  }),
).listen(port, '127.0.0.1', () => console.log(`Storybook (${dir}) on http://127.0.0.1:${String(port)}`));
