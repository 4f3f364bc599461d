/** The injection token of the resolved `AppConfig`; `ResolvedConfigModule` provides its value. */
export const APP_CONFIG = Symbol('APP_CONFIG');
