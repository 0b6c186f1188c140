module.exports = require('../../jest.preset.cjs').preset({ environment: 'node', name: 'federation-build' });
