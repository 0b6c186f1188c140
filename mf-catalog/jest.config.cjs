const path = require('node:path');

const base = require('../jest.preset.cjs').preset({ name: 'mf-catalog' });

// The map's styles (leaflet.css, imported by src/lib/map/leafletMap.ts) are the bundler's: a stand-in here.
module.exports = {
  ...base,
  moduleNameMapper: { ...base.moduleNameMapper, '\\.css$': path.join(__dirname, '../shared/testing/fileStub.cjs') },
};
