// The guides' playgrounds as pages import them: each seed with the link to the worker that runs it.
import { withPlaygroundWorker } from '../../../../theme/components/Playground/withPlaygroundWorker';
import * as seeds from './seeds';

export const { abstractTypes, inputCoercionAndDefaults, nullability } = withPlaygroundWorker(seeds, () => new Worker(new URL('./worker.ts', import.meta.url), { name: 'guide-playgrounds' }));
