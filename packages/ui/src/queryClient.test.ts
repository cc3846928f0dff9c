import { describe, expect, it } from "vitest";
import { createQueryClient } from "./queryClient.ts";

describe("createQueryClient", () => {
  it("should never go stale, refetch on focus, poll or retry", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(typeof queries?.queryFn).toBe("function");
    expect(mutations).toMatchObject({ retry: false });
  });
});
