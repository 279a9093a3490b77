// The Web Worker that runs this folder's playgrounds: it has the seeds' resolvers, which cannot be
// sent to it. Loaded by index.ts on a reader's first use of a playground.
import { servePlaygrounds } from '../../../../theme/components/Playground/servePlaygrounds';
import * as seeds from './seeds';

servePlaygrounds(seeds);
