import "server-only";
import NextAuth from "next-auth";
import { createAuthConfig } from "@understudy/auth";
import { env } from "~/env";
import { db } from "./db";

export const { handlers, auth, signIn, signOut } = NextAuth(createAuthConfig(db, env));
