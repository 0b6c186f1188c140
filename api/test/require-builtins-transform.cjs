/**
 * Jest transform for PGlite's CommonJS build: it loads Node built-ins with `await import('fs')`
 * and friends, which jest's CommonJS runtime refuses without --experimental-vm-modules. Rewrites
 * those dynamic imports of built-in modules to `require` (Node itself runs the file unchanged).
 */
const { builtinModules } = require('node:module');
const { createHash } = require('node:crypto');

const builtins = new Set(builtinModules);
const dynamicImport = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;

module.exports = {
  process(source) {
    const code = source.replace(dynamicImport, (match, quote, name) => {
      if (!builtins.has(name.replace(/^node:/, ''))) return match;
      return `Promise.resolve().then(()=>{const m=__requireBuiltin(${quote}${name}${quote});return Object.assign({default:m},m)})`;
    });
    // The file declares its own `var require` in places, so keep a handle on the real one.
    return { code: code === source ? source : `const __requireBuiltin = require;${code}` };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update('require-builtins-v2').update(filename).update(source).digest('hex');
  },
};
