--TEST--
SplFixedArray index errors throw RuntimeException
--FILE--
<?php
$a = new SplFixedArray(2);
try { $a[5] = 1; } catch (RuntimeException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { echo $a[-1]; } catch (RuntimeException $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { new SplFixedArray(-1); } catch (ValueError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
RuntimeException: Index invalid or out of range
RuntimeException: Index invalid or out of range
ValueError: SplFixedArray::__construct(): Argument #1 ($size) must be greater than or equal to 0
