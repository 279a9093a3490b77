import { expect, it } from 'vitest';
import { withExampleRoles } from './exampleRolesInMeta';

it('writes the role each runnable-looking fence reads as after its title, once, and leaves the rest', () => {
  const page = [
    '```js title="schema.mjs"\nexport const schema = 1;\n```',
    '```js title="server.mjs" battery="lacks:body-size"\nimport { schema } from \'./schema.mjs\';\napp.listen(4000);\n```',
    '```sh\ncurl http://localhost:4000/\n```',
    '```js title="client.mjs" graphql="17"\nconsole.log(1);\n```',
    '```text title="Output"\n1\n```',
    '```js title="stated.mjs" module\nconsole.log(2);\n```',
    '```sh\nnpm install graphql\n```',
  ].join('\n\n');
  const { markdown, added } = withExampleRoles(page);
  expect(added).toBe(4);
  expect(markdown.split('\n').filter((line) => line.startsWith('```') && line.length > 3)).toEqual([
    '```js title="schema.mjs" module',
    '```js title="server.mjs" server battery="lacks:body-size"',
    '```sh shell',
    '```js title="client.mjs" script graphql="17"',
    '```text title="Output"',
    '```js title="stated.mjs" module',
    '```sh',
  ]);
  expect(withExampleRoles(markdown)).toEqual({ markdown, added: 0 });
});
