/** SPEC §2/§9: the snippet rules, shared with the shell origin's link previews (`shared/seo-meta`). */
export { snippetOf } from 'shared/seo-meta';
