--TEST--
A non-string, non-object class name in ::, new and static calls
--FILE--
<?php
foreach ([1, 1.5, null, [], true] as $a) {
    try { echo $a::$c; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
    try { $a::$c = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
    try { echo $a::X; } catch (Error $e) { echo $e->getMessage(), "\n"; }
    try { $a::f(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
    try { new $a; } catch (Error $e) { echo $e->getMessage(), "\n"; }
    try { var_dump($a instanceof $a); } catch (Error $e) { echo $e->getMessage(), "\n"; }
}
--EXPECT--
Error: Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Error: Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Error: Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Error: Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Error: Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
Class name must be a valid object or a string
