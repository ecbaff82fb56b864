/** Made by apps/web/password-advice.ts when the web is built: the advice's zxcvbn options. */
declare module 'virtual:password-advice' {
  import type { OptionsType } from '@zxcvbn-ts/core';
  const options: OptionsType;
  export default options;
}
