// `npm start`: builds the portal and serves the production build with the demo API at a localhost URL.
import { ensurePnpm, installDependencies, log, mustRun } from './lib/bootstrap.mjs';

const port = process.env.PORT ?? '4173';

ensurePnpm();
installDependencies();
log('building the portal');
mustRun('pnpm', ['--filter', '@portal/app', 'build']);
log('starting the demo API and the portal');
mustRun('pnpm', ['exec', 'tsx', 'fixtures/src/server/cli.ts', '--port', port, '--static', 'apps/portal/dist']);
