import Fastify from 'fastify';

// The baseline: a bare Fastify route with no hooks, in its own process.
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ data: { status: 'ok' }, meta: {} }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3901) });
console.log('bare fastify ready');
