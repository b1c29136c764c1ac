--TEST--
WeakMap as a per-object cache
--FILE--
<?php
class Cache {
  private WeakMap $m;
  function __construct() { $this->m = new WeakMap; }
  function get(object $o): int { return $this->m[$o] ??= strlen(get_class($o)) * 10; }
  function size(): int { return count($this->m); }
}
$c = new Cache;
$x = new ArrayObject([]);
var_dump($c->get($x), $c->get($x), $c->size());
$y = new stdClass;
var_dump($c->get($y), $c->size());
unset($x);
var_dump($c->size());
--EXPECT--
int(110)
int(110)
int(1)
int(80)
int(2)
int(1)
