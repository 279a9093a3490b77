import { describe, expect, it } from 'vitest';
import { renderPlainMarkdown } from './markdown';
import { comparedVersionsLine, versionLine } from './versionLine';

const v16 = { name: 'graphql', version: '16.15.0', versionKey: 'v16' };
const v17 = { name: 'graphql', version: '17.1.0', versionKey: 'v17' };
const versions = [
  { key: 'v16', label: '16.15.0', url: '/api/graphql-js' },
  { key: 'v17', label: '17.1.0', url: '/api/graphql-js/v17' },
];
const lineOf = (options: Parameters<typeof versionLine>[0]) => renderPlainMarkdown([versionLine(options)]).trim();

describe('the version line under an API page title', () => {
  it('on an older item page: its version, how to install that line, and the same item in the newest version', () => {
    expect(
      lineOf({
        package: v16,
        versions,
        subject: 'execute',
        counterparts: { v17: '/api/graphql-js/v17/function/execute' },
      }),
    ).toBe(
      'This page documents **graphql 16.15.0**, the 16.x line (`npm install graphql@16`). Newer: [`execute` in graphql 17.1.0](/api/graphql-js/v17/function/execute).',
    );
  });

  it('on an older item page the newest version no longer has: the newest overview, saying so', () => {
    expect(
      lineOf({ package: v16, versions, subject: 'getOperationRootType', counterparts: { v17: '/api/graphql-js/v17' } }),
    ).toBe(
      'This page documents **graphql 16.15.0**, the 16.x line (`npm install graphql@16`). Newer: [the graphql 17.1.0 reference](/api/graphql-js/v17), which no longer exports `getOperationRootType`.',
    );
  });

  it('on an older overview: the newest overview', () => {
    expect(lineOf({ package: v16, versions, subject: null })).toMatch(
      /Newer: \[the graphql 17\.1\.0 reference\]\(\/api\/graphql-js\/v17\)\.$/,
    );
  });

  it('on a page of the newest version: no link to a newer one, and the plain install command', () => {
    expect(
      lineOf({ package: v17, versions, subject: 'execute', counterparts: { v16: '/api/graphql-js/function/execute' } }),
    ).toBe('This page documents **graphql 17.1.0**, the newest version documented here (`npm install graphql`).');
  });

  it('on the changes page: both versions and how to install each', () => {
    expect(renderPlainMarkdown([comparedVersionsLine(v16, v17)]).trim()).toBe(
      'This page compares **graphql 16.15.0** (`npm install graphql@16`) with **graphql 17.1.0** (`npm install graphql`).',
    );
  });
});
