import { dictDataSchema, dictTypeParamsSchema } from '@gs/shared/dictionaries';
import { envelopeSchema } from '@gs/shared/envelope';
import {
  districtSuitQuerySchema,
  gameDictionarySchema,
  gameIdQuerySchema,
  gameListQuerySchema,
  gameRegionSchema,
  gameSchema,
  gameTemplateBriefSchema,
  gameTemplateSchema,
  heroSkinsSchema,
  regionKeyListQuerySchema,
  regionNodeSchema,
} from '@gs/shared/games';
import { labelTypeSchema } from '@gs/shared/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import {
  getGameDictionary,
  getGameTemplate,
  getGameTemplateBrief,
  listDictionary,
  listDistrictServers,
  listGameRegions,
  listGames,
  listLabels,
  listRegionLevel,
  listSkinsByHero,
} from './catalogue.service.ts';

const tags = ['catalogue'];

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/web/game/Type',
    {
      schema: {
        tags,
        summary: "The tenant's games, filtered by type (mobile|pc), name or alias, and pinyin initial",
        querystring: gameListQuerySchema,
        response: { 200: envelopeSchema(z.array(gameSchema)) },
      },
    },
    async (request) => ok(await listGames(request.ctx, request.query)),
  );

  app.get(
    '/web/gameTemp',
    {
      schema: {
        tags,
        summary: 'A game with its attribute template (choices and levels included)',
        querystring: gameIdQuerySchema,
        response: { 200: envelopeSchema(gameTemplateSchema) },
      },
    },
    async (request) => ok(await getGameTemplate(request.ctx, request.query.gameId)),
  );

  app.get(
    '/web/gameTempAttr',
    {
      schema: {
        tags,
        summary: "A game's attributes without their choices",
        querystring: gameIdQuerySchema,
        response: { 200: envelopeSchema(gameTemplateBriefSchema) },
      },
    },
    async (request) => ok(await getGameTemplateBrief(request.ctx, request.query.gameId)),
  );

  app.get(
    '/web/good/attr/info',
    {
      schema: {
        tags,
        summary: "A game's dictionary: every attribute and every choice by id",
        querystring: gameIdQuerySchema,
        response: { 200: envelopeSchema(gameDictionarySchema) },
      },
    },
    async (request) => ok(await getGameDictionary(request.ctx, request.query.gameId)),
  );

  app.get(
    '/web/keylist',
    {
      schema: {
        tags,
        summary: "One level of a game's region tree: children of parentId, of the systemKey root, or the roots",
        querystring: regionKeyListQuerySchema,
        response: { 200: envelopeSchema(z.array(regionNodeSchema)) },
      },
    },
    async (request) => ok(await listRegionLevel(request.ctx, request.query)),
  );

  app.get(
    '/web/districtSuit',
    {
      schema: {
        tags,
        summary: 'The servers under a region',
        querystring: districtSuitQuerySchema,
        response: { 200: envelopeSchema(z.array(regionNodeSchema)) },
      },
    },
    async (request) => ok(await listDistrictServers(request.ctx, request.query.parentId)),
  );

  app.get(
    '/H5/GetGameDQ',
    {
      schema: {
        tags,
        summary: "A game's regions with their paths, for the mobile layout",
        querystring: gameIdQuerySchema,
        response: { 200: envelopeSchema(z.array(gameRegionSchema)) },
      },
    },
    async (request) => ok(await listGameRegions(request.ctx, request.query.gameId)),
  );

  app.get(
    '/web/goods/collect/getSkinByHero',
    {
      schema: {
        tags,
        summary: "A game's skins grouped by hero",
        querystring: gameIdQuerySchema,
        response: { 200: envelopeSchema(z.array(heroSkinsSchema)) },
      },
    },
    async (request) => ok(await listSkinsByHero(request.ctx, request.query.gameId)),
  );

  app.get(
    '/account/config/labelType',
    {
      schema: {
        tags,
        summary: "The tenant's label types (listing badges)",
        response: { 200: envelopeSchema(z.array(labelTypeSchema)) },
      },
    },
    async (request) => ok(await listLabels(request.ctx)),
  );

  app.get(
    '/system/dict/data/type/:type',
    {
      schema: {
        tags,
        summary: "The rows of one of the tenant's dictionaries (label/value)",
        params: dictTypeParamsSchema,
        response: { 200: envelopeSchema(z.array(dictDataSchema)) },
      },
    },
    async (request) => ok(await listDictionary(request.ctx, request.params.type)),
  );
};
