import { API_VERSIONS } from '../../../site/constants';
import type { GraphqlMajor } from './exampleRun';

/** The full version of graphql a major runs on in the page (`16` → `16.15.0`). */
export const versionOf = (major: GraphqlMajor) => API_VERSIONS.find((version) => version.key === `v${major}`)!.version;

/** The major of an API version key (`v17` → `17`). */
export const majorOfKey = (key: string) => key.replace(/^v/, '') as GraphqlMajor;

/** The majors an example runs on, from its `run` attribute (`16 17`); none for a module other examples import. */
export const majorsOf = (run: string | undefined) => (run ?? '').split(' ').filter(Boolean) as GraphqlMajor[];
