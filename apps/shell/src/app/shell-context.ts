import { createContext } from '@shop/router';

/** What the shell's own routes need to know at request time, on the server and in the browser. */
export type ShellContextValue = {
  /** True when the remote's route table is loaded (false: its pages are temporarily unavailable). */
  isRemoteLoaded: (name: string) => boolean;
};

export const shellContext = createContext<ShellContextValue>({ isRemoteLoaded: () => true });
