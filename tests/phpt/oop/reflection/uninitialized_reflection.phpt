--TEST--
methods on a reflection object whose constructor did not run
--FILE--
<?php
class MyRefl extends ReflectionClass { public function __construct() {} }
$r = new MyRefl;
try { $r->getName(); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
class MyRefl2 extends ReflectionClass { public function extra() { return strtoupper($this->getShortName()); } }
$r2 = new MyRefl2('stdClass');
var_dump($r2->extra(), $r2->name);
?>
--EXPECT--
Error: Internal error: Failed to retrieve the reflection object
string(8) "STDCLASS"
string(8) "stdClass"
