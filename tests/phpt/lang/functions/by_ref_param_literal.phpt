--TEST--
Passing a literal to a by-ref parameter is an error
--FILE--
<?php
function r(&$x) { $x = 1; }
try { r(5); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
r(): Argument #1 ($x) cannot be passed by reference
