import path from 'node:path';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { API_VERSIONS } from '../../site/constants';
import { EXAMPLE_MAJORS, fenceOfMeta, serverFenceIndexes } from '../../site/docExamples';
import { knownFallingOf } from '../../site/batteryKnownFalling';
import { batteryNoteOf } from './note';

export interface BatteryNotesOptions {
  /** The docs root: page files are named relative to it in the known-falling list (`docs/guides/csrf.mdx`). */
  docsRoot: string;
  /** The guide that lists the battery's attacks. */
  guideRoute: string;
}

const versionOfMajor = (major: string) =>
  API_VERSIONS.find((entry) => entry.version.split('.')[0] === major)?.version ?? major;

/**
 * Puts a note under each server block of a page (each fence the docs runner starts as a server):
 * what the hostile-client battery aimed at it during the build and what it did (plugins/batteryNotes/note.ts).
 */
export function remarkBatteryNotes({ docsRoot, guideRoute }: BatteryNotesOptions) {
  return (tree: Root, file: { path?: string }) => {
    const codes: Code[] = [];
    visit(tree, 'code', (node) => {
      codes.push(node);
    });
    const fences = codes.map((node) => fenceOfMeta(node.lang ?? '', node.meta ?? '', `${node.value}\n`));
    const servers = serverFenceIndexes(fences);
    if (servers.length === 0 || !file.path) return;
    const page = path.relative(docsRoot, file.path).split(path.sep).join('/');
    for (const index of servers.reverse()) {
      const fence = fences[index]!;
      const node = codes[index]!;
      const note = batteryNoteOf({
        mark: fence.battery,
        knownFalling: knownFallingOf(page, fence.title!),
        versions: (fence.onlyOnMajor ? [fence.onlyOnMajor] : [...EXAMPLE_MAJORS]).map(versionOfMajor),
        guideRoute,
      });
      visit(tree, 'code', (candidate, position, parent) => {
        if (candidate !== node || !parent || position === undefined) return;
        parent.children.splice(position + 1, 0, note as unknown as (typeof parent.children)[number]);
      });
    }
  };
}
