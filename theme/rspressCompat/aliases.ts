import path from 'node:path';
import { ROUTE_TABLE_LAZY_MODULE, ROUTE_TABLE_LAZY_REPLACEMENT } from './routeTable';
import { RUNTIME_HIGHLIGHTER_MODULE, RUNTIME_HIGHLIGHTER_REPLACEMENT } from './runtimeHighlighter';

/**
 * The bundler aliases that put our stand-ins in place of packages Rspress's own code imports
 * (rspress.config.ts spreads them into `builderConfig.resolve.alias`): the route table's lazy
 * loader (routeTable.ts) and, by its exact name only (`$`), the runtime highlighter
 * (runtimeHighlighter.ts). Paths are absolute, under the project root.
 */
export function rspressModuleAliases(projectRoot: string): Record<string, string> {
  return {
    // Rspress's route table loads pages through this package; ours lets a failed load be retried.
    [ROUTE_TABLE_LAZY_MODULE]: path.join(projectRoot, ROUTE_TABLE_LAZY_REPLACEMENT),
    // Rspress's runtime highlighter is never rendered here, but its import made Rspack build all of
    // shiki's languages and themes for both bundles.
    [`${RUNTIME_HIGHLIGHTER_MODULE}$`]: path.join(projectRoot, RUNTIME_HIGHLIGHTER_REPLACEMENT),
  };
}
