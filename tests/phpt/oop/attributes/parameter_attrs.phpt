--TEST--
attributes on parameters
--FILE--
<?php
#[Attribute(Attribute::TARGET_PARAMETER)]
class FromQuery { public function __construct(public string $name = '') {} }
function handler(#[FromQuery('q')] string $query, #[FromQuery] int $page = 1, $plain = null) {}
foreach ((new ReflectionFunction('handler'))->getParameters() as $p) {
  $a = $p->getAttributes(FromQuery::class);
  echo $p->getName(), ': ', $a ? "query '" . ($a[0]->newInstance()->name ?: $p->getName()) . "'" : 'none', "\n";
}
?>
--EXPECT--
query: query 'q'
page: query 'page'
plain: none
