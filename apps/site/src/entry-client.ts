import './site-styles';
import { PAGE_SCRIPT_RUNNING_ATTRIBUTE } from './islands/island-attributes';
import { wakeIslands } from './islands/wake-islands';

wakeIslands(document);
// From here on a press in an island that is not awake is held by the loader, not the page's
// first script.
document.documentElement.setAttribute(PAGE_SCRIPT_RUNNING_ATTRIBUTE, 'true');
