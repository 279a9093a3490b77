/** The path the README's nginx server block serves the build from. */
export const README_NGINX_ROOT = '/srv/graphql-js';

/** The README's deploy section's nginx server block, so that the test runs what readers copy. */
export function nginxServerBlockFromReadme(readme: string): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no ```nginx block: the deploy section must show the nginx configuration.');
  return block;
}

export interface NginxTestConfigOptions {
  serverBlock: string;
  /** Folder of the production build, in place of README_NGINX_ROOT. */
  root: string;
  port: number;
  /** Writable folder for the pid file, logs and temporary files. */
  prefix: string;
  /**
   * The user nginx's workers run as, when nginx starts as root (otherwise they run as the user who started it).
   * By default that is `nobody`, which cannot read a build in a folder only its owner may enter.
   * @default null: nginx's default
   */
  workerUser?: string | null;
}

/**
 * A whole nginx.conf around the README's server block, for an unprivileged nginx in the foreground:
 * the build's folder for `/srv/graphql-js` and a loopback port for `listen 80`, nothing else changed.
 */
export function nginxTestConfig({
  serverBlock,
  root,
  port,
  prefix,
  workerUser = null,
}: NginxTestConfigOptions): string {
  if (!/listen 80;/.test(serverBlock))
    throw new Error('The README nginx block no longer says `listen 80;`: update nginxTestConfig.');
  const server = serverBlock.replaceAll(README_NGINX_ROOT, root).replace('listen 80;', `listen 127.0.0.1:${port};`);
  const temp = (name: string) => `${prefix}/${name}`;
  return [
    'daemon off;',
    ...(workerUser ? [`user ${workerUser};`] : []),
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')};`,
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp(kind)};`),
    server,
    '}',
    '',
  ].join('\n');
}
