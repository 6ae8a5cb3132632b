import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorBody, IdParam, OkBody } from '@padosi/shared/common';
import { AdminBlock, BlockItem, BlockName, FlatItem, FlatName, FlatsImport, FlatsImported, FlatsImportQuery } from '@padosi/shared/residents';
import { serviceContext } from '../../platform/services/context';
import { routeKit } from '../../platform/http/route-kit';
import {
  addBlock,
  addFlat,
  adminBlocks,
  importFlats,
  listBlockChoices,
  listFlatChoices,
  removeBlock,
  removeFlat,
  renameBlock,
  renameFlat,
  rotateInviteCode,
} from './blocks.service';

const InviteCode = z.object({ inviteCode: AdminBlock.shape.inviteCode });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Blocks and flats of an apartment: the join form's choices, and the admin's hand edits and CSV import (issue 25). */
export async function blockRoutes(app: FastifyInstance) {
  const { r, tags } = routeKit(app, 'residents');
  const write = { policy: 'admin' as const, rateLimit: app.limits.write };

  r.get(
    '/api/apartments/:id/blocks',
    { config: { policy: 'user' }, schema: { tags, summary: 'The blocks of an apartment (join form)', params: IdParam, response: { 200: z.array(BlockItem) } } },
    async (request) => listBlockChoices(serviceContext(app, request), request.params.id),
  );

  r.get(
    '/api/blocks/:id/flats',
    { config: { policy: 'user' }, schema: { tags, summary: 'The flats of a block (join form)', params: IdParam, response: { 200: z.array(FlatItem) } } },
    async (request) => listFlatChoices(serviceContext(app, request), request.params.id),
  );

  r.get(
    '/api/admin/apartments/:id/blocks',
    {
      config: { policy: 'admin' },
      schema: {
        tags,
        summary: 'An apartment’s blocks with invite codes and flat counts (admin)',
        params: IdParam,
        response: { 200: z.array(AdminBlock), ...errors },
      },
    },
    async (request) => adminBlocks(serviceContext(app, request), request.params.id),
  );

  r.post(
    '/api/admin/apartments/:id/blocks',
    { config: write, schema: { tags, summary: 'Add a block (admin)', params: IdParam, body: BlockName, response: { 201: BlockItem, ...errors } } },
    async (request, reply) => reply.status(201).send(await addBlock(serviceContext(app, request), request.params.id, request.body.name)),
  );

  r.post(
    '/api/admin/apartments/:id/flats/import',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Import blocks and flats from CSV rows "block,flat" (admin); all or nothing, a second import adds nothing; ?dryRun=true previews, writing nothing',
        params: IdParam,
        querystring: FlatsImportQuery,
        body: FlatsImport,
        response: { 200: FlatsImported, ...errors },
      },
    },
    async (request) => importFlats(serviceContext(app, request), request.params.id, request.body.csv, request.query.dryRun),
  );

  r.put(
    '/api/admin/blocks/:id',
    { config: write, schema: { tags, summary: 'Rename a block (admin)', params: IdParam, body: BlockName, response: { 200: BlockItem, ...errors } } },
    async (request) => renameBlock(serviceContext(app, request), request.params.id, request.body.name),
  );

  r.delete(
    '/api/admin/blocks/:id',
    { config: write, schema: { tags, summary: 'Remove a block nobody lives in (admin)', params: IdParam, response: { 200: OkBody, ...errors } } },
    async (request) => {
      await removeBlock(serviceContext(app, request), request.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/blocks/:id/invite-code',
    {
      config: write,
      schema: {
        tags,
        summary: 'Make a new invite code for a block; the old one stops working (admin)',
        params: IdParam,
        response: { 200: InviteCode, ...errors },
      },
    },
    async (request) => rotateInviteCode(serviceContext(app, request), request.params.id),
  );

  r.delete(
    '/api/admin/blocks/:id/invite-code',
    { config: write, schema: { tags, summary: 'Remove a block’s invite code (admin)', params: IdParam, response: { 200: InviteCode, ...errors } } },
    async (request) => rotateInviteCode(serviceContext(app, request), request.params.id, true),
  );

  r.post(
    '/api/admin/blocks/:id/flats',
    { config: write, schema: { tags, summary: 'Add a flat to a block (admin)', params: IdParam, body: FlatName, response: { 201: FlatItem, ...errors } } },
    async (request, reply) => reply.status(201).send(await addFlat(serviceContext(app, request), request.params.id, request.body.name)),
  );

  r.put(
    '/api/admin/flats/:id',
    { config: write, schema: { tags, summary: 'Rename a flat (admin)', params: IdParam, body: FlatName, response: { 200: FlatItem, ...errors } } },
    async (request) => renameFlat(serviceContext(app, request), request.params.id, request.body.name),
  );

  r.delete(
    '/api/admin/flats/:id',
    { config: write, schema: { tags, summary: 'Remove a flat nobody lives in (admin)', params: IdParam, response: { 200: OkBody, ...errors } } },
    async (request) => {
      await removeFlat(serviceContext(app, request), request.params.id);
      return { ok: true as const };
    },
  );
}
