--TEST--
SplObjectStorage offsetGet of a missing object
--FILE--
<?php
$s = new SplObjectStorage;
try { $s->offsetGet(new stdClass); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
UnexpectedValueException: Object not found
