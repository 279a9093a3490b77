// Rspress's icon components (copy, wrap, ...), imported by icons.ts; the package ships no types for them.
declare module '@rspress/core/dist/theme/assets/*.js' {
  import type { ComponentType } from 'react';
  const Icon: ComponentType<{ className?: string }>;
  export default Icon;
}
