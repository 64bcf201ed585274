// What "inert" means, shared by the jsdom corpus test and the Chromium sample (e2e/agent.spec.ts).
// xssProblems is self-contained so Playwright can run it inside the page.

/** Every way the rendered markup under `root` is not inert; empty when it is. */
export function xssProblems(root: Element): string[] {
  const allowed = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'];
  const urlAttrs = [
    'href',
    'src',
    'xlink:href',
    'action',
    'formaction',
    'srcset',
    'data',
    'poster',
    'background',
    'cite',
    'longdesc',
    'lowsrc',
    'dynsrc',
    'ping',
    'manifest',
    'codebase',
    'archive',
  ];
  // An image is not active, but a remote one is a beacon: replies load none (and the Content-Security-Policy of vite.config.ts allows none).
  const activeTags = [
    'script',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'style',
    'base',
    'meta',
    'link',
    'svg',
    'math',
    'template',
    'applet',
    'input',
    'button',
    'textarea',
    'select',
    'img',
    'picture',
    'video',
    'audio',
    'source',
  ];
  const problems: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (activeTags.includes(tag)) problems.push(`<${tag}> element`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`${name} attribute on <${tag}>`);
      if (name === 'style') problems.push(`style attribute on <${tag}>`);
      if (urlAttrs.includes(name)) {
        // A browser drops whitespace and control characters before it reads the scheme.
        // eslint-disable-next-line no-control-regex
        const squashed = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
        const scheme = /^([a-z][a-z\d+.-]*):/i.exec(squashed)?.[1]?.toLowerCase();
        if (scheme && !allowed.includes(scheme)) problems.push(`${name}="${attr.value.slice(0, 60)}" on <${tag}>`);
      }
    }
  }
  return problems;
}
