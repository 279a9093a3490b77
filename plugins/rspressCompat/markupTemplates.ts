import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { markupFromTemplates, type RspressMarkup } from './markup';
import type { MarkupTemplates } from './markupSlots';
import type { MarkupTemplatesTask } from './markupTemplatesChild';

/**
 * Renders the markup templates with the site's theme in a Node process of its own
 * (markupTemplatesChild.tsx, with tsx), so that the module hooks that load the theme outside a
 * bundle never touch this process. Takes a few seconds, most of it loading the theme: start it
 * early and await it where the pages are rendered.
 */
export async function loadMarkupTemplates(task: MarkupTemplatesTask): Promise<MarkupTemplates> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./markupTemplatesChild.tsx', import.meta.url)), JSON.stringify(task)],
    // Production React, as in the site's build.
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, NODE_ENV: 'production' } },
  );
  let templates: MarkupTemplates | undefined;
  child.on('message', (message) => {
    templates = message as MarkupTemplates;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0 || !templates)
    throw new Error(
      `[rspress-compat] Rendering the theme's markup templates failed (exit code ${code}): its error is printed above.`,
    );
  return templates;
}

/** The builders of the theme's markup (markup.ts), from templates the theme renders now. */
export const loadRspressMarkup = async (task: MarkupTemplatesTask): Promise<RspressMarkup> =>
  markupFromTemplates(await loadMarkupTemplates(task));
