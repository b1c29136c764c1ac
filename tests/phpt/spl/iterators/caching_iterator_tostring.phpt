--TEST--
CachingIterator __toString
--FILE--
<?php
$it = new CachingIterator(new ArrayIterator(['x' => 1, 'y' => 2]));
foreach ($it as $v) echo (string)$it, "\n";
$it = new CachingIterator(new ArrayIterator(['x' => 1]), CachingIterator::TOSTRING_USE_KEY);
foreach ($it as $v) echo (string)$it, "\n";
$it = new CachingIterator(new ArrayIterator(['x' => 1]), 0);
foreach ($it as $v) { try { echo (string)$it; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; } }
?>
--EXPECT--
1
2
x
BadMethodCallException: CachingIterator does not fetch string value (see CachingIterator::__construct)
