/**
 * Rspress's own icon components of the code block buttons, from deep paths into @rspress/core's
 * dist (not exported API): the API pages render them at build time (markup.ts), so that their
 * buttons look exactly like those of compiled Markdown. rspressBuild.test.ts compares the two.
 */
import IconCopy from '@rspress/core/dist/theme/assets/copy.js';
import IconSuccess from '@rspress/core/dist/theme/assets/success.js';
import IconWrap from '@rspress/core/dist/theme/assets/wrap.js';
import IconWrapped from '@rspress/core/dist/theme/assets/wrapped.js';

/** The icons of a code block's wrap and copy buttons, each a React component that takes a class. */
export const CODE_BUTTON_ICONS = {
  copy: IconCopy,
  success: IconSuccess,
  wrap: IconWrap,
  wrapped: IconWrapped,
};
