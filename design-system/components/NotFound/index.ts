export { NotFound, type NotFoundProps } from './NotFound';
export { messages as notFoundMessages } from './NotFound.messages';
