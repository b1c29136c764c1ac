--TEST--
WeakMap iteration and entries vanishing with their keys
--FILE--
<?php
$m = new WeakMap;
$k1 = new stdClass; $k2 = new stdClass;
$m[$k1] = 'one'; $m[$k2] = 'two';
foreach ($m as $k => $v) echo get_class($k), " $v\n";
unset($k1);
var_dump(count($m));
try { $m['str'] = 1; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $m[new stdClass]; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
stdClass one
stdClass two
int(1)
WeakMap key must be an object
Error: Object stdClass#4 not contained in WeakMap
