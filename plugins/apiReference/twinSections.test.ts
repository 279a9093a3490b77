import { describe, expect, it } from 'vitest';
import type { ApiReference } from './referenceTypes';
import { apiTwinSections } from './twinSections';

const reference = (pages: ApiReference['pages']) =>
  ({
    pageGroups: [
      {
        title: 'API reference: x 1.0.0',
        pages: [
          { routePath: '/api', title: 'API', description: 'All versions.' },
          { routePath: '/api/x/class/A', title: 'A', description: 'A class.' },
        ],
      },
    ],
    pages,
  }) as unknown as ApiReference;

describe('the API pages in llms.txt', () => {
  it('lists each page from the outline, its Markdown read from the rendered pages when asked for', async () => {
    let render!: (pages: Awaited<ApiReference['pages']>) => void;
    const [section] = apiTwinSections(reference(new Promise((resolve) => (render = resolve))));
    expect(section!.title).toBe('API reference: x 1.0.0');
    expect(section!.twins.map(({ route, title, description }) => ({ route, title, description }))).toEqual([
      { route: '/api', title: 'API', description: 'All versions.' },
      { route: '/api/x/class/A', title: 'A', description: 'A class.' },
    ]);
    const markdown = section!.twins[1]!.markdown();
    render({
      folder: 'static/api-pages/0123456789',
      pages: [
        { routePath: '/api', markdown: '# API\n' },
        { routePath: '/api/x/class/A', markdown: '# A\n' },
      ],
    } as never);
    expect(await markdown).toBe('# A\n');
  });

  it('fails naming the page when a listed page was not rendered', async () => {
    const [section] = apiTwinSections(
      reference(Promise.resolve({ folder: 'f', pages: [{ routePath: '/api', markdown: '# API\n' }] } as never)),
    );
    await expect(section!.twins[1]!.markdown()).rejects.toThrow(
      '/api/x/class/A is in a page group but was not rendered',
    );
  });

  it('leaves a failure to render to whoever asks for the Markdown: a dev server, which never does, keeps running', async () => {
    const failed = Promise.reject(new Error('rendering failed'));
    failed.catch(() => {});
    const [section] = apiTwinSections(reference(failed));
    await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(section!.twins[0]!.markdown()).rejects.toThrow('rendering failed');
  });
});
