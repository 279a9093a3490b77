/**
 * What a run says when its runner's code does not arrive: the page when the chunk Run loads fails,
 * the worker when graphql fails. Its own module, so that the page can say it without loading the runner.
 */
export const NO_RUNNER_MESSAGE = 'The example could not load its runner. Check your connection and try again.';
