// html-validate's rules for the server's HTML (scripts/site-checks.mjs). The recommended set, less what only
// restates how React (and the index.html template, written as Vite writes it) spell valid HTML:
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React and the template close void elements as <meta />; HTML allows both spellings.
    'void-style': 'off',
    // The template's <!doctype html>, as Vite and Prettier write it; case is not significant.
    'doctype-style': ['error', { style: 'lowercase' }],
    // React writes some attributes camelCased (autoComplete, spellCheck…); HTML attribute names ignore case.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean attributes as checked="" (valid HTML).
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // React's useId gives ids such as _R_59ll_: valid in HTML (any non-empty id without spaces).
    'valid-id': ['error', { relaxed: true }],
    // React's style prop (and MUI's sizes computed per element) are inline style attributes.
    'no-inline-style': 'off',
    // Not React's style but MUI's own output, which we do not write: its Radio puts MuiRadio-root on its root twice.
    'no-dup-class': 'off',
  },
};
