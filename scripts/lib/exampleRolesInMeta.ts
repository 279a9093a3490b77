import { CODE_FENCE, codeFencesFromMarkdown, importedFiles } from '../../site/docExamples';
import { roleFromCode } from '../../site/exampleRoleCheck';

/**
 * A page's Markdown with the role its code reads as (site/exampleRoleCheck.ts `roleFromCode`)
 * written into the meta of each runnable-looking fence that states none: after its title, or after
 * its language when it has no title. Fences that state a role are left as they are.
 */
export function withExampleRoles(markdown: string): { markdown: string; added: number } {
  const fences = codeFencesFromMarkdown(markdown);
  const imported = importedFiles(fences);
  let index = 0;
  let added = 0;
  const written = markdown.replace(CODE_FENCE, (whole, lang: string, meta: string) => {
    const fence = fences[index++]!;
    const role = fence.role === null ? roleFromCode(fence, imported) : null;
    if (!role) return whole;
    added++;
    const title = /(?:^|\s)title="[^"]*"/.exec(meta);
    const newMeta = title
      ? `${meta.slice(0, title.index + title[0].length)} ${role}${meta.slice(title.index + title[0].length)}`
      : ` ${role}${meta}`;
    return `\`\`\`${lang}${newMeta}${whole.slice(3 + lang.length + meta.length)}`;
  });
  return { markdown: written, added };
}
