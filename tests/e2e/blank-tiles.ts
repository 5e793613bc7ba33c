import type { Page } from '@playwright/test';

// This machine has no internet: map tiles are answered locally with a plain tile.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN4/fw+AAVyArIRc0pbAAAAAElFTkSuQmCC',
  'base64',
);

/** Answers the map's tile requests with a plain tile, as a network that has them would. */
export const serveBlankTiles = (page: Page) =>
  page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ body: blankTile, contentType: 'image/png' }),
  );
