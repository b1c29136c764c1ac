--TEST--
attributes on static properties
--FILE--
<?php
#[Attribute] class Cache { public function __construct(public int $ttl) {} }
class Store { #[Cache(60)] public static array $items = []; #[Cache(ttl: 5)] private static $tmp; }
foreach ((new ReflectionClass('Store'))->getProperties(ReflectionProperty::IS_STATIC) as $p) echo $p->name, ' ', $p->getAttributes()[0]->newInstance()->ttl, "\n";
?>
--EXPECT--
items 60
tmp 5
