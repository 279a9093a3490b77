import { describe, expect, it } from 'vitest';
import { planSystemPackages, systemNeeds } from './setup.mjs';

const [chromium, nginx] = systemNeeds('test', { CHROMIUM_PATH: '/opt/none/chromium' });

describe('set-up of the system packages npm test needs', () => {
  it('needs Chromium (at CHROMIUM_PATH when set) and nginx for npm test, nothing for npm start', () => {
    expect(systemNeeds('test', {}).map((need) => [need.path, need.debianPackage])).toEqual([
      ['/usr/bin/chromium-headless-shell', 'chromium-headless-shell'],
      ['/usr/sbin/nginx', 'nginx'],
    ]);
    expect(chromium!.path).toBe('/opt/none/chromium');
    expect(systemNeeds('start', {})).toEqual([]);
  });

  it('installs what is missing with apt-get as root on Debian', () => {
    expect(planSystemPackages({ missing: [chromium, nginx], isRoot: true, isDebian: true })).toEqual({
      action: 'install',
      packages: ['chromium-headless-shell', 'nginx'],
    });
    expect(planSystemPackages({ missing: [], isRoot: false, isDebian: false })).toEqual({ action: 'none' });
  });

  it('stops with the exact command to run when it may not install', () => {
    const plan = planSystemPackages({ missing: [chromium, nginx], isRoot: false, isDebian: true });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('sudo apt-get install -y chromium-headless-shell nginx');
    expect(plan.message).toContain('Chromium (end-to-end tests): nothing at /opt/none/chromium');
  });

  it('names the packages and CHROMIUM_PATH off Debian', () => {
    const plan = planSystemPackages({ missing: [chromium], isRoot: true, isDebian: false });
    expect(plan).toMatchObject({ action: 'stop' });
    expect(plan.message).toMatch(
      /Install chromium-headless-shell with your system's package manager; set CHROMIUM_PATH/,
    );
  });
});
