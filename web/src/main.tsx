import '@mantine/core/styles.css';
import { start } from './app/start.tsx';

start(document.getElementById('root') as HTMLElement);
