--TEST--
CachingIterator [] with FULL_CACHE
--FILE--
<?php
$c = new CachingIterator(new ArrayIterator(['a' => 1, 'b' => 2]), CachingIterator::FULL_CACHE);
foreach ($c as $v) {}
var_dump($c['a'], isset($c['b']), isset($c['z']));
?>
--EXPECT--
int(1)
bool(true)
bool(false)
