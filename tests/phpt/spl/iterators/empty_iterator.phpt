--TEST--
EmptyIterator
--FILE--
<?php
$it = new EmptyIterator;
foreach ($it as $v) echo "never\n";
var_dump($it->valid());
try { $it->current(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $it->key(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(false)
BadMethodCallException: Accessing the value of an EmptyIterator
BadMethodCallException: Accessing the key of an EmptyIterator
