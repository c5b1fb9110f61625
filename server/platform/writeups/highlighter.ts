import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { appService } from '../app-scope';

/**
 * The languages a code block in a write-up is coloured in: the common ones of a developer
 * showcase, loaded one by one (fine-grained imports) rather than Shiki's full bundle of 200+
 * grammars, which would cost seconds and tens of megabytes per app. Anything else is plain text.
 */
const languages = () => [
  import('shiki/langs/bash.mjs'),
  import('shiki/langs/c.mjs'),
  import('shiki/langs/cpp.mjs'),
  import('shiki/langs/csharp.mjs'),
  import('shiki/langs/css.mjs'),
  import('shiki/langs/diff.mjs'),
  import('shiki/langs/docker.mjs'),
  import('shiki/langs/go.mjs'),
  import('shiki/langs/graphql.mjs'),
  import('shiki/langs/html.mjs'),
  import('shiki/langs/java.mjs'),
  import('shiki/langs/javascript.mjs'),
  import('shiki/langs/json.mjs'),
  import('shiki/langs/jsx.mjs'),
  import('shiki/langs/kotlin.mjs'),
  import('shiki/langs/markdown.mjs'),
  import('shiki/langs/php.mjs'),
  import('shiki/langs/python.mjs'),
  import('shiki/langs/ruby.mjs'),
  import('shiki/langs/rust.mjs'),
  import('shiki/langs/scss.mjs'),
  import('shiki/langs/sql.mjs'),
  import('shiki/langs/swift.mjs'),
  import('shiki/langs/toml.mjs'),
  import('shiki/langs/tsx.mjs'),
  import('shiki/langs/typescript.mjs'),
  import('shiki/langs/yaml.mjs'),
];

/** Both are applied through CSS variables, so the page's theme picks one without a new render. */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * Made once per app (decision 0018), on first use: building it reads the grammars (~100 ms), so
 * the promise is what the service holds and every render awaits it. The JavaScript regex engine
 * needs no WebAssembly, so nothing of Shiki reaches the browser bundle or needs a file at run time.
 */
export const codeHighlighter = appService(
  'code highlighter',
  (): Promise<HighlighterCore> =>
    createHighlighterCore({
      themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
      langs: languages(),
      engine: createJavaScriptRegexEngine(),
    }),
  async (highlighter) => (await highlighter).dispose(),
);
