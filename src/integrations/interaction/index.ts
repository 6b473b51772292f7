// Registers `client:interaction` (directive.ts): islands that hydrate on the visitor's first
// interaction with them, with that interaction kept.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'mewah:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}
