// A React root of its own at the end of <body>, for a dialog a page's plain script opens on first
// use (the full-screen photo viewer, the demo notice): one per name, made once.
import { createRoot, type Root } from 'react-dom/client';

const roots = new Map<string, Root>();

export function overlayRoot(name: string): Root {
  let root = roots.get(name);
  if (!root) {
    const host = document.createElement('div');
    host.dataset.overlay = name;
    document.body.append(host);
    roots.set(name, (root = createRoot(host)));
  }
  return root;
}
