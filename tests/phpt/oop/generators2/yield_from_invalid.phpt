--TEST--
yield from a non-traversable throws
--FILE--
<?php
function g($x) { yield from $x; }
foreach ([1, 'str', null, new stdClass] as $bad) {
    try { foreach (g($bad) as $_) {} } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
--EXPECT--
Error: Can use "yield from" only with arrays and Traversables
Error: Can use "yield from" only with arrays and Traversables
Error: Can use "yield from" only with arrays and Traversables
Error: Can use "yield from" only with arrays and Traversables
