'use client';

import { useQueries } from '@tanstack/react-query';
import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import type { DashboardCurrency } from '@/lib/contracts/console';
import { useConsoleApi } from '../console-api';
import { consoleMoney } from '../components/money';
import styles from '../console.module.css';
import { dashboardQueryOptions, weekEndingOn } from './api';
import { dayBars, weekLines } from './chart-data';
import board from './dashboard.module.css';

/** The console's dark theme, as the charts draw it. */
const INK = '#c8d0f0';
const GRID = 'rgba(200, 208, 240, 0.12)';
const COLOURS = ['#4f8cff', '#f5a524', '#9b6bff', '#38c6a8', '#ef5b7a'];

function chartOptions(currency: string, legend: boolean) {
  const money = (value: number) => consoleMoney(value.toFixed(2), currency);
  return {
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: legend, labels: { color: INK } },
      tooltip: {
        callbacks: {
          label: (item: { dataset: { label?: string }; parsed: { y: number } }) =>
            `${item.dataset.label ?? ''} ${money(item.parsed.y)}`.trim(),
        },
      },
    },
    scales: {
      x: { ticks: { color: INK }, grid: { color: GRID } },
      // Whole units on the axis, grouped, the currency said once in its title; an empty day still has a 0–1 scale.
      y: {
        beginAtZero: true,
        suggestedMax: 1,
        title: { display: true, text: currency, color: INK },
        ticks: {
          color: INK,
          precision: 0,
          callback: (value: number | string) => Number(value).toLocaleString('en', { maximumFractionDigits: 0 }),
        },
        grid: { color: GRID },
      },
    },
  };
}

/**
 * The day and the week of one currency in charts: the chosen day's money figures as bars, and the
 * seven days ending on it as lines of deposits, withdrawals and GGR. Loaded only by the dashboard
 * (next/dynamic), and Chart.js only once a chart draws, so no other page carries either.
 */
export function DashboardCharts({ day, currency, dayRow }: { day: string; currency: string; dayRow: DashboardCurrency | undefined }) {
  const api = useConsoleApi();
  const week = useQueries({ queries: weekEndingOn(day).map((d) => dashboardQueryOptions(api, d)) });
  const weekDays = weekEndingOn(day).map((d, i) => ({ day: d, currencies: week[i]?.data?.currencies }));
  const weekKey = JSON.stringify(weekDays);

  const dayChart = useMemo(() => {
    const bars = dayBars(dayRow);
    return { labels: bars.map((b) => b.label), datasets: [{ label: currency, data: bars.map((b) => b.value), backgroundColor: COLOURS }] };
  }, [dayRow, currency]);
  const weekChart = useMemo(() => {
    const { labels, lines } = weekLines(JSON.parse(weekKey) as typeof weekDays, currency);
    return {
      labels,
      datasets: lines.map((line, i) => ({
        label: line.label,
        data: line.values,
        borderColor: COLOURS[i],
        backgroundColor: COLOURS[i],
        tension: 0.25,
      })),
    };
  }, [weekKey, currency]);
  const dayOptions = useMemo(() => chartOptions(currency, false), [currency]);
  const weekOptions = useMemo(() => chartOptions(currency, true), [currency]);
  const weekLoading = week.some((q) => q.isPending);

  return (
    <div className={board.charts}>
      <figure className={`${styles.card} ${board.chart}`}>
        <figcaption className={styles.subtitle}>
          {currency} on {day}
        </figcaption>
        <Chart
          type="bar"
          data={dayChart}
          options={dayOptions}
          pt={{ canvas: { 'aria-label': `${currency} money figures on ${day}` } }}
          className={board.canvas}
        />
      </figure>
      <figure className={`${styles.card} ${board.chart}`} aria-busy={weekLoading}>
        <figcaption className={styles.subtitle}>
          {currency}, the week to {day}
        </figcaption>
        <Chart
          type="line"
          data={weekChart}
          options={weekOptions}
          pt={{ canvas: { 'aria-label': `${currency} deposits, withdrawals and GGR for the seven days to ${day}` } }}
          className={board.canvas}
        />
      </figure>
    </div>
  );
}
