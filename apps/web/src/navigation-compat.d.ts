/// <reference types="next/navigation-types/compat/navigation" />

// With src/pages/ in the app (the /api contract's route), `next build` writes this reference into next-env.d.ts,
// which is generated and not in git. Written here as well, so typecheck and lint see next/navigation typed for
// both routers before a build as after one; App Router components use src/lib/navigation.ts.
