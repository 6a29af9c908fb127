import postcss, { type AtRule, type ChildNode, type Container } from 'postcss';
import type { Plugin } from 'vite';

/**
 * Keeps a lazily loaded feature's style sheet (features/chat/chat.css, features/bot-admin/bot-admin.css) from
 * re-declaring the page's utilities.
 *
 * Those sheets are Tailwind sheets of their own, so the page's first sheet stays within its budget (issue 18).
 * But a class both use (`flex`, `hidden`, `flex-col` …) then has a second rule in the later sheet, and being
 * later it beats every responsive variant of the first: `hidden md:flex` in the navigation bar turned hidden
 * at every width once the Bot Admin sheet loaded. So each rule of a feature's sheet that the first sheet already
 * has, word for word and under the same at-rules, is dropped from the feature's sheet, and so is each theme
 * variable the first sheet declares (its values are the theme's; the feature sheet only knows the defaults).
 * What is left is the feature's own utilities, which come after the page's as a single sheet's would.
 */
export function chunkCssWithoutShared(): Plugin {
  return {
    name: 'hookshelf:chunk-css-without-shared',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const entryCss = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) {
          for (const css of output.viteMetadata?.importedCss ?? []) entryCss.add(css);
        }
      }
      const sheets = Object.values(bundle).filter(
        (output) => output.type === 'asset' && output.fileName.endsWith('.css'),
      );
      const shared = sheets.filter((sheet) => entryCss.has(sheet.fileName));
      if (shared.length === 0) return;
      const known = new Set<string>();
      const themeVariables = new Set<string>();
      for (const sheet of shared) {
        if (sheet.type !== 'asset') continue;
        const root = postcss.parse(String(sheet.source));
        root.walk((node) => {
          const key = keyOf(node);
          if (key) known.add(key);
          if (isThemeVariable(node)) themeVariables.add(node.prop);
        });
      }
      for (const sheet of sheets) {
        if (sheet.type !== 'asset' || entryCss.has(sheet.fileName)) continue;
        const root = postcss.parse(String(sheet.source));
        root.walk((node) => {
          const key = keyOf(node);
          if (key && known.has(key)) node.remove();
          else if (isThemeVariable(node) && themeVariables.has(node.prop)) {
            node.remove();
          }
        });
        removeEmpty(root);
        sheet.source = root.toString();
      }
    },
  };
}

/** A rule or bodied at-rule (`@property`, `@keyframes`) with its at-rule ancestors and whole text. */
function keyOf(node: ChildNode): string | null {
  if (node.type !== 'rule' && !(node.type === 'atrule' && node.nodes && isLeafAtRule(node))) return null;
  const ancestors: string[] = [];
  for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent) {
    if (parent.type === 'atrule')
      ancestors.unshift(`@${(parent as AtRule).name} ${(parent as AtRule).params}`);
    else if (parent.type === 'rule') ancestors.unshift((parent as { selector: string }).selector);
  }
  return `${ancestors.join(' > ')} >> ${node.toString().replace(/\s+/g, ' ')}`;
}

/**
 * A theme variable: a custom property the theme declares on `:root`. A utility's own custom properties
 * (`.from-indigo-500{--tw-gradient-from:…}`) are its value, not the theme's: dropping them because the
 * page's sheet sets the same property elsewhere left the chat's gradients blank.
 */
function isThemeVariable(node: ChildNode): node is ChildNode & { type: 'decl'; prop: string } {
  if (node.type !== 'decl' || !node.prop.startsWith('--')) return false;
  const parent = node.parent;
  return parent?.type === 'rule' && /:root|:host/.test((parent as { selector: string }).selector);
}

function isLeafAtRule(node: AtRule): boolean {
  return node.name === 'property' || node.name === 'keyframes' || node.name === 'font-face';
}

/** Drops rules and at-rules left with nothing inside (a layer statement without a body stays). */
function removeEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== 'rule' && node.type !== 'atrule') return;
    if (!('nodes' in node) || node.nodes === undefined) return;
    removeEmpty(node as Container);
    if (node.nodes.length === 0) node.remove();
  });
}
