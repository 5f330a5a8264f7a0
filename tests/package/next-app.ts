// A fresh Next.js app (App Router, TypeScript) that renders tote-shop/react from a server component: its files.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_VERSIONS } from './adopter-app.js';

/** Next.js as `npm create next-app` gives it today (the latest release; it runs on Node 20.9 and later), and what its TypeScript setup needs. */
export const NEXT_VERSIONS = {
  next: '16.4.6',
  react: APP_VERSIONS.react,
  'react-dom': APP_VERSIONS['react-dom'],
  '@types/react': APP_VERSIONS['@types/react'],
  '@types/react-dom': APP_VERSIONS['@types/react-dom'],
  '@types/node': '20.19.43',
  typescript: APP_VERSIONS.typescript,
};

/** The page: a server component (no 'use client') that renders tote-shop/react's client components and one of the app's own. */
const PAGE_TSX = `import { BuyBox, Cart, Login, ToteProvider } from 'tote-shop/react';
import { CartCount } from './cart-count';

export default function Page() {
  return (
    <ToteProvider store="https://store.example.com" clientId="demo" theme={{ accent: '#0f766e' }}>
      <header>
        <Login />
        <Cart />
      </header>
      <main>
        <BuyBox product="classic-tee" />
        <CartCount />
      </main>
    </ToteProvider>
  );
}
`;

/** A client component of the app with a hook of tote-shop/react. */
const CART_COUNT_TSX = `'use client';
import { useCart } from 'tote-shop/react';

export function CartCount() {
  const { itemCount } = useCart();
  return <p id="cart-count">{itemCount} in the cart</p>;
}
`;

const LAYOUT_TSX = `import type { ReactNode } from 'react';

export const metadata = { title: 'Tote on Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

/** Writes the app into `dir`: package.json (the pinned versions and the tarball), tsconfig.json, next.config.mjs, app/. */
export async function writeNextApp(dir: string, tarball: string): Promise<void> {
  await mkdir(path.join(dir, 'app'), { recursive: true });
  const { next, react, 'react-dom': reactDom, ...devDependencies } = NEXT_VERSIONS;
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  await writeFile(
    path.join(dir, 'package.json'),
    json({ name: 'next-adopter', private: true, dependencies: { next, react, 'react-dom': reactDom, 'tote-shop': `file:${tarball}` }, devDependencies }),
  );
  // What create-next-app writes, with the package's declarations checked too (skipLibCheck off).
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    json({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'dom.iterable', 'esnext'],
        allowJs: false,
        skipLibCheck: false,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        incremental: false,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx'],
      exclude: ['node_modules'],
    }),
  );
  await writeFile(path.join(dir, 'next.config.mjs'), 'export default {};\n');
  await writeFile(path.join(dir, 'app/layout.tsx'), LAYOUT_TSX);
  await writeFile(path.join(dir, 'app/page.tsx'), PAGE_TSX);
  await writeFile(path.join(dir, 'app/cart-count.tsx'), CART_COUNT_TSX);
}
