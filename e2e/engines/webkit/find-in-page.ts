// Finds a flow's target (e2e/engines/engine-page.ts) in the page, for the WebKit driver: WebDriver
// classic finds only by CSS or XPath, so the role, accessible-name, label and text rules that
// Playwright's locators apply are done here, in the page, close enough to Playwright's that a flow
// written against one finds the same element in the other.
//
// `findInPage` is serialised into the page (its source, run by executeScript): it must not close
// over anything, and everything it needs is declared inside it.

/** A TextMatch as JSON: a RegExp travels as its source and flags. */
export type SerialisedText = { string: string } | { regexp: string; flags: string };

export type SerialisedTarget = (
  | { role: string; name: SerialisedText }
  | { label: SerialisedText }
  | { text: SerialisedText }
  | { css: string }
) & { within?: SerialisedTarget };

export interface FoundElements {
  /** The matches, in document order (WebDriver element references once they leave the page). */
  elements: Element[];
  /** For each match: not disabled, nor inside anything aria-disabled. */
  enabled: boolean[];
  /** For each match: its text, whitespace collapsed. */
  texts: string[];
}

export function findInPage(target: SerialisedTarget, includeHidden: boolean): FoundElements {
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

  const matches = (wanted: SerialisedText, text: string) =>
    'string' in wanted ? normalise(text) === wanted.string : new RegExp(wanted.regexp, wanted.flags).test(normalise(text));

  const isVisible = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.visibility !== 'collapse';
  };

  const isRendered = (element: Element) => {
    if (element.getAttribute('aria-hidden') === 'true') return false;
    const style = getComputedStyle(element);
    return style.display !== 'none' && style.visibility !== 'hidden';
  };

  const skippedTags = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

  // The text a person reads (and a screen reader announces) inside an element: hidden parts left
  // out, images by their alt, block boundaries as spaces.
  // Memoised: the text target asks it of every element, ancestors again and again.
  const textCache = new Map<Node, string>();
  const textOf = (node: Node): string => {
    let text = textCache.get(node);
    if (text === undefined) {
      text = uncachedTextOf(node);
      textCache.set(node, text);
    }
    return text;
  };
  const uncachedTextOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || skippedTags.has(node.tagName) || !isRendered(node)) return '';
    if (node instanceof HTMLImageElement) return node.alt;
    if (node instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(node.type)) return node.value;
    if (node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement || node instanceof HTMLInputElement) return '';
    const inner = Array.from(node.childNodes, textOf).join('');
    return getComputedStyle(node).display.startsWith('inline') ? inner : ` ${inner} `;
  };

  const byIds = (element: Element, attribute: string) =>
    (element.getAttribute(attribute) ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id))
      .filter((found): found is HTMLElement => found !== null);

  const labelsOf = (element: Element): string[] => {
    const found: string[] = [];
    const labelledBy = byIds(element, 'aria-labelledby');
    if (labelledBy.length > 0) found.push(normalise(labelledBy.map((label) => label.textContent ?? '').join(' ')));
    const ariaLabel = element.getAttribute('aria-label');
    if (ariaLabel && ariaLabel.trim()) found.push(normalise(ariaLabel));
    const labels = (element as HTMLInputElement).labels;
    if (labels) for (const label of Array.from(labels)) found.push(normalise(textOf(label)));
    return found;
  };

  const inputRole = (input: HTMLInputElement): string => {
    const type = input.type.toLowerCase();
    const hasList = input.hasAttribute('list');
    if (type === 'search') return hasList ? 'combobox' : 'searchbox';
    if (['text', 'email', 'tel', 'url', ''].includes(type)) return hasList ? 'combobox' : 'textbox';
    const byType: Record<string, string> = {
      button: 'button',
      submit: 'button',
      reset: 'button',
      image: 'button',
      file: 'button',
      checkbox: 'checkbox',
      radio: 'radio',
      number: 'spinbutton',
      range: 'slider',
      hidden: '',
    };
    return byType[type] ?? 'textbox';
  };

  const sectioning = 'article, aside, main, nav, section';
  const roleOf = (element: Element): string => {
    const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
    if (explicit) return explicit;
    const tag = element.tagName.toLowerCase();
    switch (tag) {
      case 'button':
        return 'button';
      case 'a':
      case 'area':
        return element.hasAttribute('href') ? 'link' : '';
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        return 'heading';
      case 'input':
        return inputRole(element as HTMLInputElement);
      case 'textarea':
        return 'textbox';
      case 'select': {
        const select = element as HTMLSelectElement;
        return select.multiple || select.size > 1 ? 'listbox' : 'combobox';
      }
      case 'option':
        return 'option';
      case 'dialog':
        return 'dialog';
      case 'ul':
      case 'ol':
      case 'menu':
        return 'list';
      case 'li':
        return 'listitem';
      case 'img':
        return element.getAttribute('alt') === '' ? 'presentation' : 'img';
      case 'output':
        return 'status';
      case 'nav':
        return 'navigation';
      case 'main':
        return 'main';
      case 'aside':
        return 'complementary';
      case 'article':
        return 'article';
      case 'header':
        return element.parentElement?.closest(sectioning) ? '' : 'banner';
      case 'footer':
        return element.parentElement?.closest(sectioning) ? '' : 'contentinfo';
      case 'section':
        return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'region' : '';
      case 'form':
        return element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') ? 'form' : '';
      case 'fieldset':
      case 'details':
        return 'group';
      case 'progress':
        return 'progressbar';
      case 'meter':
        return 'meter';
      case 'table':
        return 'table';
      case 'tr':
        return 'row';
      case 'td':
        return 'cell';
      case 'th':
        return 'columnheader';
      case 'hr':
        return 'separator';
      default:
        return '';
    }
  };

  const accessibleName = (element: Element): string => {
    const labelledBy = byIds(element, 'aria-labelledby');
    if (labelledBy.length > 0) return normalise(labelledBy.map(textOf).join(' '));
    const ariaLabel = element.getAttribute('aria-label');
    if (ariaLabel && ariaLabel.trim()) return normalise(ariaLabel);
    if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) return normalise(element.value);
    if (element instanceof HTMLImageElement || (element instanceof HTMLInputElement && element.type === 'image')) {
      return normalise(element.getAttribute('alt') ?? '');
    }
    if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
      const labels = Array.from(element.labels ?? [], textOf).join(' ');
      if (normalise(labels)) return normalise(labels);
      return normalise(element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '');
    }
    if (element instanceof HTMLFieldSetElement) {
      const legend = element.querySelector(':scope > legend');
      if (legend) return normalise(textOf(legend));
    }
    if (element instanceof HTMLTableElement && element.caption) return normalise(textOf(element.caption));
    const fromContent = normalise(textOf(element));
    return fromContent || normalise(element.getAttribute('title') ?? '');
  };

  const isFormControl = (element: Element) =>
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement ||
    ['textbox', 'combobox', 'searchbox', 'checkbox', 'radio', 'switch', 'slider', 'spinbutton', 'listbox'].includes(
      element.getAttribute('role') ?? '',
    );

  // Looks inside `root` only: the first visible match of `within`, as a user looks in one place.
  const search = (wanted: SerialisedTarget, root: Document | Element): Element[] => {
    if (wanted.within) {
      const scope = search(wanted.within, root).filter(isVisible)[0];
      return scope ? search({ ...wanted, within: undefined }, scope) : [];
    }
    if ('css' in wanted) return Array.from(root.querySelectorAll(wanted.css));
    const all = Array.from(root.querySelectorAll('*'));
    if ('role' in wanted) return all.filter((element) => roleOf(element) === wanted.role && matches(wanted.name, accessibleName(element)));
    if ('label' in wanted) return all.filter((element) => isFormControl(element) && labelsOf(element).some((label) => matches(wanted.label, label)));
    const candidates = all.filter(
      (element) => !skippedTags.has(element.tagName) && element.tagName !== 'HTML' && element.tagName !== 'HEAD' && matches(wanted.text, textOf(element)),
    );
    // The smallest: an element none of whose descendants matches too.
    return candidates.filter((element) => !candidates.some((other) => other !== element && element.contains(other)));
  };

  let found = search(target, document);
  if (!includeHidden) found = found.filter(isVisible);
  return {
    elements: found,
    enabled: found.map((element) => !element.matches(':disabled') && !element.closest('[aria-disabled="true"]')),
    texts: found.map((element) => normalise(textOf(element))),
  };
}
