import { QueryClient } from "@tanstack/react-query";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: (count, error) => count < 2 && !/UNAUTHORIZED|FORBIDDEN|NOT_FOUND/.test(String(error)) },
    },
  });
}
