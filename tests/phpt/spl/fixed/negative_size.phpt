--TEST--
SplFixedArray negative size
--FILE--
<?php
try { new SplFixedArray(-1); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$f = new SplFixedArray(1);
try { $f->setSize(-2); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
ValueError: SplFixedArray::__construct(): Argument #1 ($size) must be greater than or equal to 0
ValueError: SplFixedArray::setSize(): Argument #1 ($size) must be greater than or equal to 0
