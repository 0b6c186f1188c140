import type { FastifyInstance } from 'fastify';
import { folderStorage, type PhotoStorage } from '../../plugins/photos';
import { hostAccountRoutes } from './accounts';
import { hostIdentityRoutes } from './identity';
import { hostListingRoutes } from './listings';
import { uploadRoutes } from './photos';

/** The host side: accounts and sessions, listings, photo uploads (stored in `config.uploadsDir`), identity checks. */
export async function hostRoutes(app: FastifyInstance, options: { storage?: PhotoStorage } = {}): Promise<void> {
  const storage = options.storage ?? folderStorage(app.config.uploadsDir);
  await app.register(hostAccountRoutes);
  await app.register(hostListingRoutes, { storage });
  await app.register(uploadRoutes, { storage });
  await app.register(hostIdentityRoutes);
}
