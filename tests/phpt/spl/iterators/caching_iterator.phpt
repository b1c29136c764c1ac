--TEST--
CachingIterator hasNext
--FILE--
<?php
$it = new CachingIterator(new ArrayIterator(['a', 'b', 'c']));
foreach ($it as $v) { echo $v, $it->hasNext() ? ", " : "\n"; }
?>
--EXPECT--
a, b, c
