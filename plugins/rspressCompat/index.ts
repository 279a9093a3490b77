/** The build's one door to Rspress internals: its markup and class names, its route table, its sidebar normalization. */
export { RSPRESS_MARKUP_CLASS } from './markupClassNames';
export { codeBlock, decorateLink, heading, isDecoratedLink, scrollableTable } from './markup';
export { groupByParent, ROUTE_TABLE_MODULE, routeChunkName, routeTableCode, type StaticRoutes } from './routeTable';
export { normalizedSidebars } from './sidebars';
