/** The build's one door to Rspress internals: the theme's markup (rendered by the theme) and class names, its route table, its sidebar normalization. */
export { RSPRESS_MARKUP_CLASS } from './markupClassNames';
export type { RspressMarkup } from './markup';
export { loadRspressMarkup } from './markupTemplates';
export type { ModuleExport, SiteTheme } from './markupTemplatesChild';
export { groupByParent, ROUTE_TABLE_MODULE, routeChunkName, routeTableCode, type StaticRoutes } from './routeTable';
export { normalizedSidebars } from './sidebars';
