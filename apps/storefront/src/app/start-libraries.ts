/*
 * The libraries app/start-app.tsx starts with, imported for their evaluation alone: main.tsx imports this module beside
 * start-app, so the browser evaluates the libraries (their chunk, 'start-libraries' in vite.config.ts) in a task of
 * their own before the app's modules. React and React DOM are CommonJS: bundled, each runs its module code where it is
 * first required, which for these is here.
 */
import 'react';
import 'react-dom/client';
import 'react-router';
import 'react-router/dom';
import '@tanstack/react-query';
import 'i18next';
import 'react-i18next';
import 'zod';
