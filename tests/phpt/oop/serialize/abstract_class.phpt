--TEST--
unserialize of an abstract class fails
--FILE--
<?php
abstract class A { public $x; }
try { var_dump(unserialize("O:1:\"A\":0:{}")); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
--EXPECT--
Error: Cannot instantiate abstract class A
