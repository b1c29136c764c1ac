--TEST--
CachingIterator::hasNext for separators
--FILE--
<?php
$c = new CachingIterator(new ArrayIterator(['a', 'b', 'c']));
foreach ($c as $v) { echo $v; if ($c->hasNext()) echo ', '; }
echo "\n";
$c2 = new CachingIterator(new ArrayIterator(['x' => 1, 'y' => 2]), CachingIterator::FULL_CACHE);
foreach ($c2 as $v) {}
var_dump($c2->getCache());
echo (string) new CachingIterator(new ArrayIterator([])) === '' ? "empty string\n" : "other\n";
--EXPECT--
a, b, c
array(2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
empty string
