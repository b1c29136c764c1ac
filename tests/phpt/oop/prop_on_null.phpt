--TEST--
property assignment on null
--FILE--
<?php
$x = null;
try { $x->a = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Attempt to assign property "a" on null
