// The home page's playground as the page imports it: the seed with the link to its worker.
import { withPlaygroundWorker } from '../../theme/components/Playground/withPlaygroundWorker';
import * as seeds from './seeds';

export const { hello } = withPlaygroundWorker(seeds, () => new Worker(new URL('./worker.ts', import.meta.url), { name: 'home-playgrounds' }));
