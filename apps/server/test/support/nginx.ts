import { accessSync, chmodSync, constants, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Exit, freePort, type NodeProcess, spawnProcess, tempFolder } from './processes.ts';

/** The site configuration docs/deploy.md shows, with its two variables to fill. */
export const siteTemplatePath = fileURLToPath(
  new URL('../../../../deploy/nginx/talentpath.conf.template', import.meta.url),
);

/** nginx (Debian's package installs it in /usr/sbin, which a user's PATH may lack), or null when there is none. */
export function findNginx(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    try {
      accessSync(path.join(dir, 'nginx'), constants.X_OK);
      return path.join(dir, 'nginx');
    } catch {}
  }
  return null;
}

type SiteValues = { TALENTPATH_LISTEN: string; TALENTPATH_SERVERS: string; TALENTPATH_ACCESS_LOG: string };

/** The template with its variables filled as envsubst would (nginx's own `$names` are left alone). */
export function renderSite(template: string, values: SiteValues) {
  const site = template.replace(
    /\$\{(TALENTPATH_LISTEN|TALENTPATH_SERVERS|TALENTPATH_ACCESS_LOG)\}/g,
    (_, name: keyof typeof values) => values[name],
  );
  if (site.includes('${TALENTPATH_')) throw new Error('the template names a variable renderSite does not fill');
  return site;
}

/** A line of the access log: `at` when nginx logged it (the answer's end), `startedAt` when the request came in. */
export type AccessLine = {
  at: number;
  startedAt: number;
  method: string;
  uri: string;
  status: number;
  upstreams: string[];
};
export type Nginx = NodeProcess & {
  url: string;
  accessLog: () => AccessLine[];
  /** The site's access log as written, and the one Debian's http block sets for the sites that set none. */
  rawLogs: () => { site: string; debian: string };
  errorLog: () => string;
};

/**
 * nginx in front of the app processes on these ports, as the test's own process: one process (no master, no
 * daemon), a temporary prefix holding its configuration, logs and temporary files, a port of its own. The http
 * block is what Debian's nginx.conf would give; the site inside it is the template, filled, with its access log
 * (which names the process, upstream address, that answered each request) in the prefix.
 */
export async function startNginx(binary: string, appPorts: number[]): Promise<Nginx> {
  const prefix = tempFolder('tp-nginx-');
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const at = (name: string) => path.join(prefix, name);
  const site = renderSite(readFileSync(siteTemplatePath, 'utf8'), {
    TALENTPATH_LISTEN: `127.0.0.1:${port}`,
    TALENTPATH_SERVERS: appPorts.map((p) => `server 127.0.0.1:${p};`).join(' '),
    TALENTPATH_ACCESS_LOG: at('access.log'),
  });
  writeFileSync(path.join(prefix, 'talentpath.conf'), site);
  writeFileSync(
    at('nginx.conf'),
    `master_process off;
daemon off;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 1024; }
http {
    access_log ${at('debian.access.log')};
    client_body_temp_path ${at('client-body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};
    include ${at('talentpath.conf')};
}
`,
  );
  const nginx = spawnProcess(binary, ['-p', prefix, '-c', at('nginx.conf'), '-e', at('error.log')]);
  const read = (name: string) => {
    try {
      return readFileSync(at(name), 'utf8');
    } catch {
      return '';
    }
  };
  const accessLog = () =>
    read('access.log')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        // The template's log_format talentpath.
        const [, at, method, uri, status, took, upstreams] =
          /^\S+ \[\S+\] (\S+) "(\S+) (\S+) \S+" (\d+) \d+ (\S+) "(.*?)" ".*"$/.exec(line)!;
        return {
          at: Number(at) * 1000,
          startedAt: (Number(at) - Number(took)) * 1000,
          method: method!,
          uri: uri!,
          status: Number(status),
          upstreams: upstreams!.split(', '),
        };
      });
  const rawLogs = () => ({ site: read('access.log'), debian: read('debian.access.log') });
  const started = { ...nginx, url: `http://127.0.0.1:${port}`, accessLog, rawLogs, errorLog: () => read('error.log') };
  await waitAnswering(started);
  return started;
}

/** Until nginx answers (any status: the processes behind it may still be starting); fails if it exits. */
async function waitAnswering(nginx: Nginx) {
  let stopped: Exit | null = null;
  void nginx.exited.then((exit) => (stopped = exit));
  for (const until = Date.now() + 20_000; ; ) {
    if (stopped) throw new Error(`nginx exited (${JSON.stringify(stopped)}):\n${nginx.stderr()}\n${nginx.errorLog()}`);
    if (
      await fetch(`${nginx.url}/api/health`).then(
        () => true,
        () => false,
      )
    )
      return;
    if (Date.now() > until) throw new Error(`nginx not answering:\n${nginx.stderr()}\n${nginx.errorLog()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
