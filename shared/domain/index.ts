// Domain rules shared by the server and the web app: pure functions, no Node or DOM APIs.
export * from './analysis-fields';
export * from './engagement';
export * from './json-value';
export * from './keywords';
export * from './number-format';
export * from './plural';
export * from './slug';
export * from './taxonomy-labels';
export * from './video-page-meta';
export * from './video-title';
