import path from 'node:path';
import { loadTypeDoc } from '../../plugins/apiReference/load';
import { toApiModel } from '../../plugins/apiReference/model';
import type { ApiModel } from '../../plugins/apiReference/types';
import { API_PACKAGE_SLUG, API_VERSIONS } from '../../site/constants';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The API models of both documented graphql versions, the default first, as the build makes them (TypeDoc cached). */
export async function loadApiModels(): Promise<ApiModel[]> {
  const models = [];
  for (const version of API_VERSIONS) {
    const { json, packageVersion } = await loadTypeDoc({
      packageDir: path.join(repoRoot, 'node_modules', version.installedAs),
      cacheDir: path.join(repoRoot, 'node_modules/.cache/api-reference'),
    });
    models.push(
      toApiModel({
        json,
        package: {
          name: 'graphql',
          slug: API_PACKAGE_SLUG,
          version: packageVersion,
          versionKey: version.key,
          routeBase: version.routeBase,
          isDefault: version === API_VERSIONS[0],
          repositoryUrl: 'https://github.com/graphql/graphql-js',
          sourceTag: `v${packageVersion}`,
        },
      }),
    );
  }
  return models;
}
