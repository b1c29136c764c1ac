--TEST--
SplFixedArray offset conversion
--FILE--
<?php
$f = new SplFixedArray(3);
$f->offsetSet(1, 'one');
foreach ([1, "1", 1.7, true] as $k) var_dump($f->offsetGet($k));
foreach (["x", "1.5", null, [], new stdClass] as $k) {
    try { $f->offsetGet($k); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
?>
--EXPECTF--
string(3) "one"
string(3) "one"

Deprecated: Implicit conversion from float 1.7 to int loses precision in %s on line 4
string(3) "one"
string(3) "one"
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
TypeError: Illegal offset type
