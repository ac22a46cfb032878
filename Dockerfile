# syntax=docker/dockerfile:1
# One image for both roles, built once and configured at run time (docs/deploy.md):
#   docker run … understudy web      Next.js standalone server on $PORT (3000)
#   docker run … understudy worker   pg-boss worker, probes on $WORKER_HEALTH_PORT (3001)
#   docker run … understudy migrate  apply pending migrations and exit (web and worker also do it at start)
ARG NODE_IMAGE=node:24-slim

# ---- dependencies: fetched from the lockfile alone, so this layer is cached until pnpm-lock.yaml changes
FROM ${NODE_IMAGE} AS deps
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH NEXT_TELEMETRY_DISABLED=1 CI=true
RUN npm install --global --no-fund --no-audit pnpm@10.34.9
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm config set store-dir /pnpm/store && pnpm fetch

# ---- build: the web's standalone server and the worker's production-only tree
FROM deps AS build
COPY . .
RUN pnpm install --offline --frozen-lockfile
# No runtime configuration at build time: every URL, key and secret is read when the server starts.
RUN NEXT_OUTPUT=standalone SKIP_ENV_VALIDATION=1 NODE_ENV=production pnpm --filter @understudy/web exec next build
RUN mkdir -p /out/web \
 && cp -r apps/web/.next/standalone/. /out/web/ \
 && cp -r apps/web/.next/static /out/web/apps/web/.next/static \
 && cp -r apps/web/public /out/web/apps/web/public
RUN pnpm --filter @understudy/worker deploy --legacy --prod /out/worker

# ---- runtime: no build tools, no sources beyond what the worker runs, a non-root user
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 WORKER_HEALTH_PORT=3001
WORKDIR /app
COPY --from=build --chown=root:root /out/web ./web
COPY --from=build --chown=root:root /out/worker ./worker
COPY --chown=root:root tooling/docker/entrypoint.sh /usr/local/bin/understudy
# The app keeps no state on disk (sessions, jobs, rate limits and files live in PostgreSQL): the code stays
# root-owned and read-only to the app; only Next's cache folder is the app's to write.
RUN chmod 0755 /usr/local/bin/understudy \
 && mkdir -p /app/web/apps/web/.next/cache && chown node:node /app/web/apps/web/.next/cache
USER node
EXPOSE 3000 3001
ENTRYPOINT ["understudy"]
CMD ["web"]
