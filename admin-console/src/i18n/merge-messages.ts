import type { MessageTree } from './define-messages';

/** Deep merge of message trees, later trees winning on the same key. */
export function mergeMessages(...trees: MessageTree[]): MessageTree {
  const merged: MessageTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = merged[key];
      merged[key] = typeof value === 'object' && typeof current === 'object' ? mergeMessages(current, value) : value;
    }
  }
  return merged;
}
