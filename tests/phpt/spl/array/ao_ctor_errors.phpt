--TEST--
ArrayObject constructor errors
--FILE--
<?php
try { new ArrayObject(1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new ArrayObject([], 0, 'stdClass'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new ArrayObject([], 0, 'NoSuchClass'); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
TypeError: ArrayObject::__construct(): Argument #1 ($array) must be of type array, int given
TypeError: ArrayObject::__construct(): Argument #3 ($iteratorClass) must be a class name derived from ArrayIterator, stdClass given
TypeError: ArrayObject::__construct(): Argument #3 ($iteratorClass) must be a class name derived from ArrayIterator, NoSuchClass given
