import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxServerBlockFromReadme, nginxTestConfig } from './nginxFromReadme';

describe('nginxServerBlockFromReadme', () => {
  it('finds the server block in the README', () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    expect(nginxServerBlockFromReadme(readme)).toMatch(/^server \{\n {2}listen 80;/);
  });

  it('names the fix when the block is gone', () => {
    expect(() => nginxServerBlockFromReadme('# Deploy\n')).toThrow(/README.md has no ```nginx block/);
  });
});

describe('nginxTestConfig', () => {
  it('swaps in the build folder and a loopback port and keeps the rest', () => {
    const config = nginxTestConfig({
      serverBlock: 'server {\n  listen 80;\n  root /srv/graphql-js;\n  include /srv/graphql-js/x.conf;\n}\n',
      root: '/srv/site',
      port: 8123,
      prefix: '/var/lib/nginx-test',
    });
    expect(config).toContain('server {\n  listen 127.0.0.1:8123;\n  root /srv/site;\n  include /srv/site/x.conf;\n}');
    expect(config).toContain('pid /var/lib/nginx-test/nginx.pid;');
    expect(config).toContain('daemon off;');
    expect(config).not.toContain('user ');
  });

  it('runs the workers as the given user', () => {
    const config = nginxTestConfig({
      serverBlock: 'server {\n  listen 80;\n}\n',
      root: '/srv/site',
      port: 8123,
      prefix: '/tmp/x',
      workerUser: 'root',
    });
    expect(config).toMatch(/^daemon off;\nuser root;\n/);
  });
});
