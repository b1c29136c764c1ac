--TEST--
SplFixedArray [] syntax
--FILE--
<?php
$f = new SplFixedArray(3);
$f[0] = 'a'; $f[1] = 'b';
var_dump($f[0], isset($f[1]), isset($f[2]));
unset($f[0]);
var_dump($f[0]);
try { $f[3] = 1; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo $f[-1]; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }

?>
--EXPECT--
string(1) "a"
bool(true)
bool(false)
NULL
RuntimeException: Index invalid or out of range
RuntimeException: Index invalid or out of range
