import type { ReactNode } from 'react';

/**
 * The small markdown the strategy bot writes (docs/product/chat.md#answers: bold, italic, code, newlines; and the `## `
 * section headings and lists of its prompts), parsed into a tree and drawn as React elements. No HTML from
 * the model reaches the page: every piece of text is a React text node, which React escapes, and there is
 * no link, image or raw-HTML syntax at all — `<script>` in an answer reads as the characters `<script>`.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string };

export type Block =
  | { type: 'heading'; children: Inline[] }
  | { type: 'paragraph'; lines: Inline[][] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] };

const HEADING = /^#{1,4}\s+(.*)$/;
const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,4})[.)]\s+(.*)$/;

type ListBlock = Extract<Block, { type: 'list' }>;

/** Splits the text into headings, paragraphs (their lines kept apart) and lists. */
export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  // The block the next line may continue.
  let open: { paragraph: Inline[][] } | { list: ListBlock } | null = null;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = HEADING.exec(line);
    const item = NUMBERED.exec(line) ?? BULLET.exec(line);
    if (line.trim() === '') {
      open = null;
    } else if (heading) {
      open = null;
      blocks.push({ type: 'heading', children: parseInline((heading[1] ?? '').replace(/\s*#+$/, '')) });
    } else if (item) {
      const ordered = item.length === 3;
      const itemText = (ordered ? item[2] : item[1]) ?? '';
      if (open === null || !('list' in open) || open.list.ordered !== ordered) {
        const list: ListBlock = { type: 'list', ordered, start: ordered ? Number(item[1]) : 1, items: [] };
        blocks.push(list);
        open = { list };
      }
      open.list.items.push(parseInline(itemText));
    } else if (open !== null && 'list' in open && /^\s{2,}\S/.test(raw)) {
      // An indented line under a list item continues it.
      open.list.items.at(-1)?.push({ type: 'text', text: ' ' }, ...parseInline(line.trim()));
    } else {
      if (open === null || !('paragraph' in open)) {
        const paragraph: Inline[][] = [];
        blocks.push({ type: 'paragraph', lines: paragraph });
        open = { paragraph };
      }
      open.paragraph.push(parseInline(line.trim()));
    }
  }
  return blocks;
}

// Each inline form: the earliest match in the rest of the text wins; bold before italic at one place.
const INLINE_PATTERNS: { type: 'code' | 'strong' | 'em'; pattern: RegExp }[] = [
  { type: 'code', pattern: /`([^`\n]+)`/ },
  { type: 'strong', pattern: /\*\*(?=\S)(.+?)(?<=\S)\*\*/ },
  { type: 'strong', pattern: /(?<![\p{L}\p{N}])__(?=\S)(.+?)(?<=\S)__(?![\p{L}\p{N}])/u },
  { type: 'em', pattern: /\*(?=[^\s*])(.+?)(?<=[^\s*])\*/ },
  // Underscores inside words (snake_case, file_names) are not emphasis.
  { type: 'em', pattern: /(?<![\p{L}\p{N}_])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![\p{L}\p{N}_])/u },
];

/** Bold (**, __), italic (*, _) and `code` inside one line; anything else is plain text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest !== '') {
    let best: { type: 'code' | 'strong' | 'em'; match: RegExpExecArray } | null = null;
    for (const { type, pattern } of INLINE_PATTERNS) {
      const match = pattern.exec(rest);
      if (match && (best === null || match.index < best.match.index)) best = { type, match };
    }
    if (best === null) {
      out.push({ type: 'text', text: rest });
      break;
    }
    const { type, match } = best;
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const inner = match[1] ?? '';
    out.push(type === 'code' ? { type, text: inner } : { type, children: parseInline(inner) });
    rest = rest.slice(match.index + match[0].length);
  }
  return out;
}

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = index;
    switch (node.type) {
      case 'text':
        return node.text;
      case 'strong':
        return (
          <strong key={key} className="font-semibold text-slate-900">
            {renderInline(node.children)}
          </strong>
        );
      case 'em':
        return <em key={key}>{renderInline(node.children)}</em>;
      default:
        return (
          <code key={key} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800">
            {node.text}
          </code>
        );
    }
  });
}

/** An answer's text as headings, paragraphs with their line breaks, and lists. */
export function ChatMarkdown({ text }: { text: string }) {
  const blocks = parseMarkdown(text);
  return (
    <div className="flex flex-col gap-2.5">
      {blocks.map((block, index) => {
        // Blocks of one text, re-parsed as it streams: the index is their identity.
        const key = index;
        if (block.type === 'heading')
          return (
            <h3 key={key} className="pt-1 text-sm font-semibold text-slate-900">
              {renderInline(block.children)}
            </h3>
          );
        if (block.type === 'list') {
          const items = block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items of one list, in order
            <li key={i} className="pl-1">
              {renderInline(item)}
            </li>
          ));
          return block.ordered ? (
            <ol
              key={key}
              start={block.start}
              className="flex list-decimal flex-col gap-1 pl-5 marker:text-slate-400"
            >
              {items}
            </ol>
          ) : (
            <ul key={key} className="flex list-disc flex-col gap-1 pl-5 marker:text-slate-400">
              {items}
            </ul>
          );
        }
        return (
          <p key={key}>
            {block.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph, in order
              <span key={i}>
                {i > 0 && <br />}
                {renderInline(line)}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
