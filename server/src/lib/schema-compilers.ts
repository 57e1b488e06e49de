import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * One of Fastify's own schema compilers, each compiled function kept for the life of the process under the schema's
 * content and the compiler's options. A server builds one app, so nothing changes for it; the tests build an app a
 * file, where compiling every route's schemas anew was most of a build.
 */
function remembering<Options extends unknown[], Route extends { schema?: unknown }, Compiled>(
  factory: (...options: Options) => (route: Route) => Compiled,
): (...options: Options) => (route: Route) => Compiled {
  const compiled = new Map<string, Compiled>();
  return (...options) => {
    const compile = factory(...options);
    const optionsKey = JSON.stringify(options);
    return (route) => {
      const key = `${optionsKey}\n${JSON.stringify(route.schema)}`;
      if (!compiled.has(key)) compiled.set(key, compile(route));
      return compiled.get(key)!;
    };
  };
}

type Factories = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Fastify's schema controller with its default compilers (Ajv for requests, fast-json-stringify for answers). The
 * ajv-compiler package's types describe its compile function apart from Fastify's: hence the cast.
 */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: remembering(AjvCompiler()) as Factories['buildValidator'],
    buildSerializer: remembering(SerializerSelector()),
  },
};
