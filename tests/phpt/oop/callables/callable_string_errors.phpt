--TEST--
Calling undefined function strings and bad static strings throws
--FILE--
<?php
foreach (['nope', 'NoClass::m', 'stdClass::nope', '::x'] as $s) {
    try { $s(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
}
--EXPECT--
Error: Call to undefined function nope()
Error: Class "NoClass" not found
Error: Call to undefined method stdClass::nope()
Error: Class "" not found
