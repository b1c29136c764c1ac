--TEST--
CachingIterator FULL_CACHE
--FILE--
<?php
$it = new CachingIterator(new ArrayIterator(['a' => 1, 'b' => 2]), CachingIterator::FULL_CACHE);
foreach ($it as $v) {}
var_dump($it->getCache(), count($it), $it->offsetGet('b'), $it->offsetExists('a'));
$it2 = new CachingIterator(new ArrayIterator([1]));
try { $it2->getCache(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
int(2)
int(2)
bool(true)
BadMethodCallException: CachingIterator does not use a full cache (see CachingIterator::__construct)
