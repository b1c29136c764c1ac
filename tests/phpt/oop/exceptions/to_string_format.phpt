--TEST--
Exception::__toString with previous exceptions
--FILE--
<?php
function f() { throw new LogicException('inner', 1); }
try {
    try { f(); }
    catch (Exception $e) { throw new RuntimeException('outer', 2, $e); }
} catch (Exception $e) {
    echo str_replace(__FILE__, 'FILE', (string) $e), "\n";
}
--EXPECT--
LogicException: inner in FILE:2
Stack trace:
#0 FILE(4): f()
#1 {main}

Next RuntimeException: outer in FILE:5
Stack trace:
#0 {main}
