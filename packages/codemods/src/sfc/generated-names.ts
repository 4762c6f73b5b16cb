/**
 * The function a Vue `v-model`'s expression is given to in a template's generated code (`__cmModel(form.field)`):
 * the place the template writes, which the type-aware pass's rules keep assignable.
 */
export const MODEL_TARGET = '__cmModel';

/** The template's view of the script's bindings in its generated code: `const { LABELS } = __cmScope`. */
export const TEMPLATE_SCOPE = '__cmScope';
