import './site-styles';
import { wakeIslands } from './islands/wake-islands';

wakeIslands(document);
// `<html data-hydrated>`: the page's script runs, its islands are armed, and what the visitor
// does in one before it wakes is held and replayed. The end-to-end tests wait for it.
document.documentElement.dataset.hydrated = 'true';
