/**
 * Stylesheets of default-theme components the theme replaces but whose markup (and classes) it
 * keeps: a replaced component no longer imports its own stylesheet. Deep paths into @rspress/core's
 * dist, so they live here; rspressCompat.test.ts checks each file still exists.
 */
import '@rspress/core/dist/theme/components/HomeHero/index.css';
