// Moved to lib/ so the selling forms can read the same data; kept here for the catalogue's imports.
export * from '../../../lib/get-hero-skins';
