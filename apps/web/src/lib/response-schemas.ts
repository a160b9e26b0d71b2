/**
 * The schemas that parse the answers an entry page asks for as soon as it renders (the dashboard's profile and
 * applications), in a chunk of their own fetched beside the request (decision 0096): zod and the schemas are
 * not part of the JavaScript the page needs to paint. Import them through `loadResponseSchemas`.
 */
export { profileSchema } from '@hearth/domain/entities';
export { applicationListResponseSchema } from '@hearth/domain/heloc-api';
