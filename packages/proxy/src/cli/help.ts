import { versionList } from '@compliance-migrate/rename-map/versions';
import { PROXY_ENV } from '../settings/env.js';

/** `compliance-migrate-proxy --help`. */
export const PROXY_HELP = `compliance-migrate-proxy [options]

Runs the translating reverse proxy: clients of one compliance API version keep working against another.
The same as \`compliance-migrate proxy\`, in a package that holds only what the proxy needs.

Options (each also from the environment variable in brackets; flags win):
  --upstream URL            Base URL of the service, version path included (${PROXY_ENV.upstream})
  --upstream-version N      Version the service speaks: ${versionList('or')} (${PROXY_ENV.upstreamVersion})
  --client-version N        Version of clients that do not pick one with /vN or X-Api-Version (${PROXY_ENV.clientVersion})
  --listen HOST:PORT        Where to listen, default 127.0.0.1:8080 (${PROXY_ENV.listen})
  --overlay FILE            Overlay map file, repeat for several (${PROXY_ENV.overlay}, comma-separated)
  --config FILE             JSON file with the same settings plus limits (${PROXY_ENV.config})
  --workers N               Worker processes sharing the port, default 1 (${PROXY_ENV.workers})
  --no-translate            Forward untouched, for comparisons (${PROXY_ENV.translate}=0)
  -h, --help                Show this help
  --version                 Show the version

Exit codes: 0 stopped with Ctrl-C or SIGTERM after draining; 2 usage or configuration error, or the address is taken.
`;
