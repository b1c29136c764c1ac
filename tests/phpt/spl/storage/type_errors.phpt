--TEST--
SplObjectStorage argument types
--FILE--
<?php
$s = new SplObjectStorage;
try { $s->attach("x"); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $s->contains(1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
TypeError: SplObjectStorage::attach(): Argument #1 ($object) must be of type object, string given
TypeError: SplObjectStorage::contains(): Argument #1 ($object) must be of type object, int given
