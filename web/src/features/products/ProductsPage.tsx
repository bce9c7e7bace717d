import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CATEGORY_LABELS, type Persona, poundsToPence, productPageJsonLd, productsFor, startingPrice } from '@storysong/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { money } from '../../ui/format.ts';
import { Seo, siteOrigin } from '../../ui/Seo.tsx';
import { OrderDialogs } from '../orders/exports.ts';
import { useRememberedReferral } from '../referrals/exports.ts';
import { ProductCard } from './ProductCard.tsx';

const isPersona = (value: string | undefined): value is Persona => value !== undefined && value in CATEGORY_LABELS;

/** /products/people and /products/pro: the persona's suites, each ready to order. */
export default function ProductsPage() {
  const { persona } = useParams();
  const [search] = useSearchParams();
  const { t, i18n } = useTranslation('products');
  const remembered = useRememberedReferral();
  if (!isPersona(persona)) return <Navigate to="/404" replace />;
  // Affiliates share links like /products/people?ref=CODE (or /r/CODE); the code fills every card's
  // box, and a code from a link followed in the last days does too.
  const initialCode = search.get('ref') ?? remembered ?? '';

  return (
    <Container size="lg" py="xl">
      <Seo
        title={t(`${persona}.seoTitle`)}
        description={t(`${persona}.seoDescription`, { price: money(poundsToPence(startingPrice(persona)), i18n.language, 0) })}
        jsonLd={productPageJsonLd(persona, siteOrigin())}
      />
      <Stack align="center" ta="center" mb="xl" gap="xs">
        <Text tt="uppercase" fw={700} c="brand.6">
          {t(`${persona}.category`)}
        </Text>
        <Title order={1}>{t(`${persona}.title`)}</Title>
        <Text fz="xl" fw={600}>
          {t(`${persona}.subtitle`)}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        {productsFor(persona).map((product) => (
          <ProductCard key={`${product.id}:${initialCode}`} product={product} initialCode={initialCode} />
        ))}
      </SimpleGrid>
      <OrderDialogs />
    </Container>
  );
}
