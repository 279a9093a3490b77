// The Web Worker that runs the home page's playground; loaded on the reader's first use of it.
import { servePlaygrounds } from '../../theme/components/Playground/servePlaygrounds';
import * as seeds from './seeds';

servePlaygrounds(seeds);
