/** Form validation for the site: rules, messages, activation modes and the react-hook-form hook. */
export * from './activation';
export * from './field-rules';
export * from './messages';
export * from './resolver';
export * from './rules';
export * from './use-rules-form';
