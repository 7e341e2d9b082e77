import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Lets @cloudflare/vite-plugin run the server build inside workerd (dev and build alike).
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
