/** Where configuration is read from: process.env in the apps, a plain object in tests that build their own deps. */
export type EnvSource = Record<string, string | undefined>;

/** The process's own environment: the default source for every *FromEnv builder. */
export const processEnv = (): EnvSource => process.env;
