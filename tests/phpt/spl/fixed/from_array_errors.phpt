--TEST--
SplFixedArray::fromArray with bad keys
--FILE--
<?php
try { SplFixedArray::fromArray(['a' => 1]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { SplFixedArray::fromArray([-1 => 1]); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
InvalidArgumentException: array must contain only positive integer keys
InvalidArgumentException: array must contain only positive integer keys
