import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from '@shikijs/types';

/** Token colors of Shiki's css-variables theme (the one Rspress uses), each styled by a `sk-*` class. */
export const TOKEN_NAMES = [
  'keyword',
  'constant',
  'string',
  'string-expression',
  'comment',
  'function',
  'parameter',
  'punctuation',
  'link',
] as const;

const TOKEN_STYLE = /^color:var\(--shiki-(foreground|token-([a-z-]+))\)$/;

/**
 * The class for a token span's inline style: `color:var(--shiki-token-keyword)` → `sk-keyword`,
 * the foreground color (inherited from <pre>) → '' (no class needed); null for any other style.
 */
export function tokenClassFromStyle(style: string): string | null {
  const match = TOKEN_STYLE.exec(style.trim().replace(/;$/, ''));
  if (!match) return null;
  if (match[1] === 'foreground') return '';
  return (TOKEN_NAMES as readonly string[]).includes(match[2]!) ? `sk-${match[2]}` : null;
}

/** A line's tokens with inline colors replaced by classes and plain-colored spans unwrapped to text. */
export function compactLine(children: ElementContent[]): ElementContent[] {
  const compacted: ElementContent[] = [];
  const append = (node: ElementContent) => {
    const previous = compacted.at(-1);
    if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
    else compacted.push(node.type === 'text' ? { ...node } : node);
  };
  for (const child of children) {
    if (child.type !== 'element' || child.tagName !== 'span' || typeof child.properties.style !== 'string') {
      append(child);
      continue;
    }
    const className = tokenClassFromStyle(child.properties.style);
    if (className === '' && Object.keys(child.properties).length === 1) {
      child.children.forEach(append);
    } else if (className) {
      const { style: _style, ...properties } = child.properties;
      append({ ...child, properties: { ...properties, className: [className] } });
    } else {
      append(child);
    }
  }
  return compacted;
}

/**
 * Shiki transformer that writes token colors as short classes instead of inline styles: a third
 * of an API page's HTML was `style="color:var(--shiki-token-…)"`. theme/styles/shikiTokens.css
 * maps the classes back to the same variables, so colors and dark mode are unchanged.
 */
export function transformerTokenClasses(): ShikiTransformer {
  return {
    name: 'graphql-js-docs:token-classes',
    line(line: Element) {
      line.children = compactLine(line.children);
    },
  };
}
