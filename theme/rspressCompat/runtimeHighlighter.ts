/**
 * The package Rspress's runtime code highlighter imports: the default theme's CodeBlockRuntime
 * (`import { codeToHast, createCssVariablesTheme } from "shiki"`), which `export *` of the
 * default theme brings into both bundles. Every language and theme of shiki is a lazy chunk:
 * Rspack built them for the browser and for SSG and then dropped them, as no page renders that
 * component; code here is highlighted at build time. aliases.ts sends the package to a stand-in
 * (exact name only: `shiki$`) that exports the same names; the output is the same.
 */
export const RUNTIME_HIGHLIGHTER_MODULE = 'shiki';

/** The names CodeBlockRuntime imports from it, all exported by the stand-in. */
export const RUNTIME_HIGHLIGHTER_EXPORTS = ['codeToHast', 'createCssVariablesTheme'] as const;

/** Our stand-in, relative to the project root (the config resolves it). */
export const RUNTIME_HIGHLIGHTER_REPLACEMENT = 'theme/rspressCompat/runtimeHighlighterStandIn.ts';
