import type { TIdeaStats } from '@crowd/contracts/schemas';
import { useLoaderData } from '@remix-run/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useHydrated } from '~/components/form/use-hydrated';
import { buttonVariants } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card';
import { useAdminIdea } from './idea-admin-layout';
import type { loadIdeaStats } from './idea-stats.server';
import { ideaExportHref } from './ideas-paths';

const WINDOWS = ['all', 'last30Days', 'last7Days'] as const;

/** The stats tab. */
export function IdeaStatsTab() {
  const { stats } = useLoaderData<typeof loadIdeaStats>();
  return <IdeaStats stats={stats} idea={useAdminIdea()} />;
}

/** The figures, a small chart of them, and the questionnaire answers to download. */
export function IdeaStats({ stats, idea }: { stats: TIdeaStats; idea: { id: number; crowdId: number } }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle asChild>
            <h2>{t('ideas.stats.title')}</h2>
          </CardTitle>
          <CardDescription>{t('ideas.stats.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6 px-4 pb-4 sm:px-6 sm:pb-6">
          <StatsFigures stats={stats} />
          <StatsChart stats={stats} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="p-4 sm:p-6">
          <CardTitle asChild>
            <h2>{t('ideas.export.title')}</h2>
          </CardTitle>
          <CardDescription>{t('ideas.export.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3 px-4 pb-4 sm:px-6 sm:pb-6">
          {(['json', 'csv'] as const).map((format) => (
            <a
              key={format}
              href={ideaExportHref(idea.crowdId, idea.id, format)}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <Download aria-hidden />
              {t(`ideas.export.${format}`)}
            </a>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}

/** The figures as a table: the chart's numbers for everyone, screen readers and no-JavaScript included. */
function StatsFigures({ stats }: { stats: TIdeaStats }) {
  const { t } = useTranslation('crowdAdmin');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('ideas.stats.table')}</caption>
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('ideas.stats.period')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {t('ideas.stats.comments')}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t('ideas.stats.likes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {WINDOWS.map((window) => (
            <tr key={window} className="border-b last:border-0">
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {t(`ideas.stats.${window}`)}
              </th>
              <td className="py-2 pr-4 text-right text-lg font-semibold tabular-nums">{stats.comments[window]}</td>
              <td className="py-2 text-right text-lg font-semibold tabular-nums">{stats.likes[window]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A bar chart of the same figures (recharts draws in the browser; the table above says it all without). */
function StatsChart({ stats }: { stats: TIdeaStats }) {
  const { t } = useTranslation('crowdAdmin');
  const hydrated = useHydrated();
  const rows = WINDOWS.map((window) => ({
    period: t(`ideas.stats.${window}`),
    comments: stats.comments[window],
    likes: stats.likes[window],
  }));
  return (
    <figure aria-label={t('ideas.stats.chartLabel')} className="h-64 w-full" data-testid="idea-stats-chart">
      {hydrated ? (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="period" tickLine={false} />
            <YAxis allowDecimals={false} width={40} />
            <Tooltip />
            <Legend />
            <Bar dataKey="comments" name={t('ideas.stats.comments')} fill="var(--primary)" radius={[4, 4, 0, 0]} />
            <Bar dataKey="likes" name={t('ideas.stats.likes')} fill="#f59e0b" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      ) : null}
    </figure>
  );
}
