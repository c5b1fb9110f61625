import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { ArrowRight, Search, Sparkles } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';

/** Search box (→ /search?q=), Start Your Showcase (→ /register), Explore Projects (→ /showcase). */
export function Hero() {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_50%_-10%,rgba(99,102,241,0.22),transparent_70%)]"
      />
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pb-16 pt-14 text-center sm:px-6 sm:pb-20 sm:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground">
          <Sparkles aria-hidden="true" className="size-3.5 text-link" />
          The showcase for developers who ship
        </p>
        <h1 className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-6xl">Show the world what you ship</h1>
        <p className="mt-5 max-w-2xl text-base text-muted-foreground text-pretty sm:text-lg">
          Shipyard is where developers publish their projects, find each other&apos;s work and build a portfolio that
          speaks for itself.
        </p>

        <search className="mt-8 w-full max-w-xl">
          <form onSubmit={onSearch} className="flex gap-2">
            <label htmlFor="landing-search" className="sr-only">
              Search projects and developers
            </label>
            <div className="relative flex-1">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="landing-search"
                type="search"
                placeholder="Search projects and people…"
                className="h-11 pl-9"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <Button type="submit" size="lg" variant="secondary">
              Search
            </Button>
          </form>
        </search>

        <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/register">
              Start Your Showcase
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/showcase">Explore Projects</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
