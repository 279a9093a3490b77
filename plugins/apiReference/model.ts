import type { JSONOutput } from 'typedoc';
import { apiPackageRoute } from '../../site/siteMap';
import { toApiItem } from './itemModel';
import { assignItemUrls, assignMemberAnchors } from './itemUrls';
import { toModelContext } from './modelContext';
import { indexReflections, ITEM_KINDS, KIND, type Reflection } from './reflections';
import type { ApiItem, ApiModel, ApiPackage } from './types';
import { ITEM_KIND_ORDER } from './types';

/** What toApiModel reads: TypeDoc's JSON of a package, and the package it documents. */
export interface ToApiModelOptions {
  json: JSONOutput.ProjectReflection;
  package: ApiPackage;
}

/**
 * The API model of a package from TypeDoc's JSON: every export with its URL, group, rendered
 * comments, signatures and members. Pure: the same JSON always gives the same model.
 */
export function toApiModel({ json, package: packageInput }: ToApiModelOptions): ApiModel {
  const pkg = withPackageDefaults(packageInput);
  const { documented, companionTypes } = splitCompanionTypes(checkedExports(json, pkg.name));
  const itemUrls = assignItemUrls(documented, companionTypes, pkg);
  const memberAnchors = assignMemberAnchors(documented);
  const context = toModelContext({ index: indexReflections(json), itemUrls, memberAnchors, packageName: pkg.name });
  const groups = categoriesById(json);
  const items = documented.map((reflection) =>
    toApiItem(reflection, { context, pkg, url: itemUrls.get(reflection.id)!, groups, companionTypes }),
  );
  return { package: pkg, overviewUrl: pkg.routeBase, items: sortedItems(items), doctests: null };
}

/** The package with every optional field filled: version key `v{major}`, the default route, the default version. */
function withPackageDefaults(packageInput: ApiPackage): Required<ApiPackage> {
  return {
    ...packageInput,
    versionKey: packageInput.versionKey ?? `v${packageInput.version.split('.')[0]}`,
    routeBase: packageInput.routeBase ?? apiPackageRoute(packageInput.slug),
    isDefault: packageInput.isDefault ?? true,
  };
}

/** The package's exports, after checking that the reference has a layout for each one's kind (else the build fails). */
function checkedExports(json: JSONOutput.ProjectReflection, packageName: string): Reflection[] {
  const exports = [...(json.children ?? [])];
  const unknownKinds = exports.filter((reflection) => !(reflection.kind in ITEM_KINDS));
  if (unknownKinds.length > 0) {
    throw new Error(
      `[api-reference] ${packageName} exports ${unknownKinds.map((reflection) => `${reflection.name} (TypeDoc kind ${reflection.kind})`).join(', ')}, ` +
        'a kind the reference has no layout for. Add the kind to ITEM_KINDS in plugins/apiReference/reflections.ts and give it a layout.',
    );
  }
  return exports;
}

/** The `@category` of each export that has one (TypeDoc's catch-all `Other` left out), by reflection id. */
function categoriesById(json: JSONOutput.ProjectReflection): Map<number, string> {
  const categoryById = new Map<number, string>();
  for (const category of json.categories ?? []) {
    if (category.title === 'Other') continue;
    for (const id of category.children ?? []) categoryById.set(id, category.title);
  }
  return categoryById;
}

/** The exports documented as items of their own, and the type aliases documented with a same-named value instead. */
function splitCompanionTypes(exports: Reflection[]): {
  documented: Reflection[];
  companionTypes: Map<string, Reflection>;
} {
  // graphql 17 exports each former enum as a const and a same-named type (`OperationTypeNode`):
  // one entry documents both, and links to the type land on it.
  const valueNames = new Set(
    exports
      .filter((reflection) => reflection.kind === KIND.variable || reflection.kind === KIND.namespace)
      .map((reflection) => reflection.name),
  );
  const companionTypes = new Map<string, Reflection>();
  const documented = exports.filter((reflection) => {
    if (reflection.kind !== KIND.typeAlias || !valueNames.has(reflection.name)) return true;
    companionTypes.set(reflection.name, reflection);
    return false;
  });
  return { documented, companionTypes };
}

/** Items in the model's order: by kind (ITEM_KIND_ORDER), then by name. */
function sortedItems(items: ApiItem[]): ApiItem[] {
  return [...items].sort(
    (a, b) => ITEM_KIND_ORDER.indexOf(a.kind) - ITEM_KIND_ORDER.indexOf(b.kind) || a.name.localeCompare(b.name, 'en'),
  );
}
