// The files index.html makes the browser fetch before any route code runs:
// the module entry, its modulepreloads and the stylesheets.

export interface EntryAssets {
  scripts: string[];
  styles: string[];
}

function attributeValues(html: string, tagPattern: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const tag of html.match(tagPattern) ?? []) {
    const value = new RegExp(`\\s${attribute}="([^"]+)"`).exec(tag)?.[1];
    if (value) values.push(value);
  }
  return values;
}

/** Paths (as in the HTML, e.g. "/assets/index-abc.js") of the first-load JS and CSS. */
export function readEntryAssets(html: string): EntryAssets {
  const moduleScripts = attributeValues(html, /<script\b[^>]*type="module"[^>]*>/g, 'src');
  const preloads = attributeValues(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href');
  const styles = attributeValues(html, /<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href');
  return { scripts: [...new Set([...moduleScripts, ...preloads])], styles: [...new Set(styles)] };
}
