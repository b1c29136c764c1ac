--TEST--
WeakMap errors for non-object keys
--FILE--
<?php
$m = new WeakMap;
foreach (["s", 1, 1.5, [], true] as $k) {
  try { $m[$k] = 1; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
  try { var_dump($m[$k]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
try { $m[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o = new stdClass;
try { var_dump($m[$o]); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
WeakMap key must be an object
WeakMap key must be an object
WeakMap key must be an object
WeakMap key must be an object
WeakMap key must be an object
WeakMap key must be an object
WeakMap key must be an object
WeakMap key must be an object
WeakMap key must be an object
WeakMap key must be an object
Cannot append to WeakMap
Error: Object stdClass#3 not contained in WeakMap
