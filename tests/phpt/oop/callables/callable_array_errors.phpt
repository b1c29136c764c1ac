--TEST--
Calling malformed callable arrays throws
--FILE--
<?php
$tests = [[1], ['C'], [new stdClass, 'nope'], ['NoClass', 'm'], [1, 2, 3]];
foreach ($tests as $t) {
    try { $t(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
--EXPECT--
Error: Array callback must have exactly two elements
Error: Array callback must have exactly two elements
Error: Call to undefined method stdClass::nope()
Error: Class "NoClass" not found
Error: Array callback must have exactly two elements
